import type { MailWordingService } from '../features/mail-wording/index.ts';
import type { CredentialsService } from '../features/certificates/index.ts';
import type { CertificateMails } from '../features/certificates/index.ts';
import type { CertificatesService } from '../features/certificates/index.ts';
import type { ReactionsService } from '../features/reactions/index.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShareService } from '../features/share/index.ts';
import type { ErrorCode } from '@foro/shared/http/errors';
import type { Config } from '../config.ts';
import type { CachePolicy } from '../plugins/cache-control.ts';
import type { AdminService } from '../features/admin/index.ts';
import type { BotCheckService } from '../features/botcheck/index.ts';
import type { Db, Dialect } from '../db/database.ts';
import type { MemberZones } from '../features/directory/index.ts';
import type { DirectoryService } from '../features/directory/index.ts';
import type { ForumService } from '../features/forum/index.ts';
import type { ModerationService } from '../features/moderation/index.ts';
import type { WatchedWordsService } from '../features/moderation/index.ts';
import type { InvitationsService } from '../features/invitations/index.ts';
import type { TestsService } from '../features/tests/index.ts';
import type { TestsAdminService } from '../features/tests/index.ts';
import type { ContactService } from '../features/contact/index.ts';
import type { InboxService } from '../features/contact/index.ts';
import type { MessagesService } from '../features/contact/index.ts';
import type { MembersService } from '../features/members/index.ts';
import type { ReportsService } from '../features/reports/index.ts';
import type { PollsService } from '../features/polls/index.ts';
import type { QuestionsService } from '../features/questions/index.ts';
import type { DrawsService } from '../features/draws/index.ts';
import type { ContentService } from '../features/content/index.ts';
import type { AxesService } from '../features/axes/index.ts';
import type { AxesAdminService } from '../features/axes/index.ts';
import type { MediaService } from '../features/media/index.ts';
import type { AnyMediaStorage } from '../features/media/index.ts';
import type { MeetingsService } from '../features/meetings/index.ts';
import type { MeetingsAdminService } from '../features/meetings/index.ts';
import type { MeetingHostsService } from '../features/meetings/index.ts';
import type { OpenAccessService } from '../features/open-access/index.ts';
import type { EmailChangeService } from '../features/profile/index.ts';
import type { PasswordResetService } from '../features/session/index.ts';
import type { ProfileService } from '../features/profile/index.ts';
import type { SessionService, SessionUser } from '../features/session/index.ts';
import type { NotificationsService } from '../features/notifications/index.ts';
import type { MailQueueAdminService } from '../features/notifications/index.ts';
import type { LiveBus } from '../features/live/index.ts';
import type { AttendanceService, Presence } from '../features/attendance/index.ts';
import type { LivePublishers } from '../features/live/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobWorker } from '../lib/job-worker.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { PublicAnswers } from '../lib/public-answers.ts';

/**
 * Who may call a route (docs/architecture.md#declared-access): every route declares one. `host`: staff,
 * or the host of the meeting the request acts on, which the route names with `hostOf`
 * (docs/decisions/0050-meeting-hosts.md).
 */
export type RouteAccess = 'public' | 'member' | 'coach' | 'host' | 'staff';

export interface Services {
  admin: AdminService;
  botcheck: BotCheckService;
  memberZones: MemberZones;
  session: SessionService;
  profile: ProfileService;
  emailChange: EmailChangeService;
  passwordReset: PasswordResetService;
  meetings: MeetingsService;
  meetingsAdmin: MeetingsAdminService;
  meetingHosts: MeetingHostsService;
  axes: AxesService;
  axesAdmin: AxesAdminService;
  contact: ContactService;
  inbox: InboxService;
  meetingMessages: MessagesService;
  members: MembersService;
  reports: ReportsService;
  questions: QuestionsService;
  polls: PollsService;
  draws: DrawsService;
  content: ContentService;
  forum: ForumService;
  moderation: ModerationService;
  watchedWords: WatchedWordsService;
  mailWording: MailWordingService;
  tests: TestsService;
  testsAdmin: TestsAdminService;
  directory: DirectoryService;
  invitations: InvitationsService;
  openAccess: OpenAccessService;
  media: MediaService;
  share: ShareService;
  notifications: NotificationsService;
  mailQueueAdmin: MailQueueAdminService;
  certificateMails: CertificateMails;
  certificates: CertificatesService;
  credentials: CredentialsService;
  attendance: AttendanceService;
  /** Live updates (docs/decisions/0044-live-updates.md): what features call after a change. */
  live: LivePublishers;
  reactions: ReactionsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: Dialect;
    clock: Clock;
    mailer: Mailer;
    /** Where uploads are kept: the disk or an S3-compatible bucket (features/media/media.storage.ts). */
    mediaStorage: AnyMediaStorage;
    /** Runs the durable job queue's mails (server.ts starts it; tests run batches). */
    jobWorker: JobWorker;
    services: Services;
    /** The live streams' events, fanned out across processes (features/live). */
    liveBus: LiveBus;
    /** The live pages whose open stream counts attendance, once a minute (features/attendance, decision 0133). */
    presence: Presence;
    /** Public lists kept ready to send (lib/public-answers.ts). */
    publicAnswers: PublicAnswers;
    /** The headers a document carries: a page, an image (plugins/security-headers.ts). */
    securityHeaders: Readonly<Record<string, string>>;
    /** The headers an answer that is never a document carries: JSON, an event stream (decision 0112). */
    apiHeaders: Readonly<Record<string, string>>;
    /**
     * Answers a request for a file of the built portal from memory before Fastify routes it, or returns
     * false (plugins/web.ts); a promise of either for a prerendered page, which is checked against the
     * public data first. Absent when the portal is not built.
     */
    serveFromMemory?: (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;
    /**
     * Answers a visitor's request for a kept public list before Fastify routes it (plugins/kept-answers.ts):
     * false at once for any other request, else whether it was answered (false: the route answers).
     */
    serveKeptAnswer: (request: IncomingMessage, response: ServerResponse) => false | Promise<boolean>;
  }
  interface FastifyRequest {
    /** The browser's session token (signed in or not); the anti-forgery token is bound to it. */
    sid: string | undefined;
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * With `access: 'host'`: the meeting the request acts on, read from its validated params or query
     * (undefined: no meeting's, such as a route's expert questions, so staff only).
     */
    hostOf?: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
    /** A file of the built portal (public, the same for everyone): skips the session lookup. */
    staticFile?: boolean;
    /**
     * Anti-forgery proof the route needs, when not the default (writes need the X-XSRF-TOKEN header,
     * reads nothing): `header` for a GET that changes state, `form` for an HTML form that posts the
     * token in its `_token` field and checks it in its handler.
     */
    antiForgery?: 'header' | 'form';
    /** Error answers its service gives that its access, method and schema do not imply (OpenAPI). */
    errors?: ErrorCode[];
    /** What browsers and proxies may keep of its answers (plugins/cache-control.ts). */
    cache?: CachePolicy;
    /**
     * The key its handler keeps its public answer under (`app.publicAnswers`): visitors are then answered
     * from it before routing (plugins/kept-answers.ts).
     */
    keptAnswer?: string;
    /**
     * Path parameters that carry a mailed secret (a reset link, an unsubscribe token): the logs name
     * the route with these redacted, whatever the spelling of the path (app.ts `loggedUrl`).
     */
    secretParams?: readonly string[];
  }
}
