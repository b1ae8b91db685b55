// zod's global configuration (Spanish messages, no `new Function`) comes before any schema runs.
import '@foro/shared/validation/zod-config';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import http from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/database.ts';
import { createAdminRepository } from './features/admin/admin.repository.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { createAdminService } from './features/admin/admin.service.ts';
import { axesAdminRoutes } from './features/axes/axes.admin.routes.ts';
import { createAxesAdminService } from './features/axes/axes.admin.service.ts';
import { createAxesRepository } from './features/axes/axes.repository.ts';
import { axesRoutes } from './features/axes/axes.routes.ts';
import { createAxesService } from './features/axes/axes.service.ts';
import { createBotCheckRepository } from './features/botcheck/botcheck.repository.ts';
import { botCheckRoutes } from './features/botcheck/botcheck.routes.ts';
import { createBotCheckService } from './features/botcheck/botcheck.service.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { createContactService } from './features/contact/contact.service.ts';
import { contactAdminRoutes } from './features/contact/contact.admin.routes.ts';
import { createInboxService } from './features/contact/inbox.service.ts';
import { createMessagesService } from './features/contact/messages.service.ts';
import { membersAdminRoutes } from './features/members/members.admin.routes.ts';
import { reportsAdminRoutes } from './features/reports/reports.admin.routes.ts';
import { createReportsService } from './features/reports/reports.service.ts';
import { createMembersService } from './features/members/members.service.ts';
import { questionsRoutes } from './features/questions/questions.routes.ts';
import { createQuestionsService } from './features/questions/questions.service.ts';
import { createAnswerMails } from './features/questions/answer-mail.ts';
import { pollsRoutes } from './features/polls/polls.routes.ts';
import { createPollsService } from './features/polls/polls.service.ts';
import { createCertificateMails } from './features/certificates/certificate-mails.ts';
import { certificateRoutes } from './features/certificates/certificates.routes.ts';
import { createCertificatesRepository } from './features/certificates/certificates.repository.ts';
import { createCertificatesService } from './features/certificates/certificates.service.ts';
import { createCredentialsService } from './features/certificates/credentials.service.ts';
import { loadCredentialKeys } from './features/certificates/open-badge.ts';
import { contentAdminRoutes } from './features/content/content.admin.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { createContentService } from './features/content/content.service.ts';
import { mailWordingAdminRoutes } from './features/mail-wording/mail-wording.admin.routes.ts';
import { createMailWordingService } from './features/mail-wording/mail-wording.service.ts';
import { createDirectoryRepository } from './features/directory/directory.repository.ts';
import { directoryRoutes } from './features/directory/directory.routes.ts';
import { createDirectoryService } from './features/directory/directory.service.ts';
import { mediaAdminRoutes } from './features/media/media.admin.routes.ts';
import { createMediaRepository } from './features/media/media.repository.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { createMediaService } from './features/media/media.service.ts';
import { createMediaStorage, type AnyMediaStorage } from './features/media/media.storage.ts';
import { createMeetingsRepository } from './features/meetings/meetings.repository.ts';
import { createOpenAccessRepository } from './features/open-access/open-access.repository.ts';
import { openAccessAdminRoutes } from './features/open-access/open-access.admin.routes.ts';
import { openAccessRoutes } from './features/open-access/open-access.routes.ts';
import { createOpenAccessService } from './features/open-access/open-access.service.ts';
import { meetingRoutes } from './features/meetings/meetings.routes.ts';
import { meetingAdminRoutes } from './features/meetings/meetings.admin.routes.ts';
import { createMeetingsAdminService } from './features/meetings/meetings.admin.service.ts';
import { createMeetingsService } from './features/meetings/meetings.service.ts';
import { createMeetingHostsService } from './features/meetings/meeting-hosts.service.ts';
import { createForumRepository } from './features/forum/forum.repository.ts';
import { forumRoutes } from './features/forum/forum.routes.ts';
import { createForumService } from './features/forum/forum.service.ts';
import { moderationAdminRoutes } from './features/moderation/moderation.admin.routes.ts';
import { moderationRoutes } from './features/moderation/moderation.routes.ts';
import { createModerationService } from './features/moderation/moderation.service.ts';
import { createWatchedWordsService } from './features/moderation/watched-words.service.ts';
import { createTestsRepository } from './features/tests/tests.repository.ts';
import { testsRoutes } from './features/tests/tests.routes.ts';
import { createTestsService } from './features/tests/tests.service.ts';
import { createTestsAdminRepository } from './features/tests/tests.admin.repository.ts';
import { testsAdminRoutes } from './features/tests/tests.admin.routes.ts';
import { createTestsAdminService } from './features/tests/tests.admin.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { metricsPlugin } from './features/metrics/metrics.routes.ts';
import { createLiveBus } from './features/live/live.bus.ts';
import { createLivePublishers } from './features/live/live.publish.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { reactionsRoutes } from './features/reactions/reactions.routes.ts';
import { createReactionsService } from './features/reactions/reactions.service.ts';
import { createInvitationsRepository } from './features/invitations/invitations.repository.ts';
import { invitationRoutes } from './features/invitations/invitations.routes.ts';
import { createInvitationsService } from './features/invitations/invitations.service.ts';
import { createEmailChangeRepository } from './features/profile/email-change.repository.ts';
import { accountRoutes } from './features/profile/account.routes.ts';
import { emailChangeRoutes } from './features/profile/email-change.routes.ts';
import { createEmailChangeService } from './features/profile/email-change.service.ts';
import { createPasswordResetRepository } from './features/session/password-reset.repository.ts';
import { passwordResetRoutes } from './features/session/password-reset.routes.ts';
import { createPasswordResetService } from './features/session/password-reset.service.ts';
import { createProfileRepository } from './features/profile/profile.repository.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { createShareRepository } from './features/share/share.repository.ts';
import { shareRoutes } from './features/share/share.routes.ts';
import { createShareService } from './features/share/share.service.ts';
import { createSessionRepository } from './features/session/session.repository.ts';
import { sessionRoutes } from './features/session/session.routes.ts';
import { oidcRoutes } from './features/session/oidc.routes.ts';
import { createSessionService } from './features/session/session.service.ts';
import { createSignInFailuresRepository } from './features/session/sign-in-failures.repository.ts';
import { createAttendanceRepository } from './features/attendance/attendance.repository.ts';
import { attendanceRoutes } from './features/attendance/attendance.routes.ts';
import { drawsRoutes } from './features/draws/draws.routes.ts';
import { createDrawsService } from './features/draws/draws.service.ts';
import { attendanceStatus, createAttendanceService } from './features/attendance/attendance.service.ts';
import { createPresence } from './features/attendance/attendance.presence.ts';
import { createNotificationsRepository } from './features/notifications/notifications.repository.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createAccountMails } from './features/session/account-mails.ts';
import { createMemberZones } from './features/directory/member-zones.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { mailQueueAdminRoutes } from './features/notifications/mail-queue.admin.routes.ts';
import { createMailQueueAdminService } from './features/notifications/mail-queue.admin.service.ts';
import { createQueuedMails } from './features/notifications/queued-mails.ts';
import type { Clock } from './lib/clock.ts';
import { ANSWER_BROTLI_OPTIONS, rememberingZlib } from './lib/compressed-once.ts';
import { createResponseSerializer } from './plugins/response-serializer.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { createJobQueue } from './lib/job-queue.ts';
import { createJobWorker } from './lib/job-worker.ts';
import { createMailer, parseMailbox, type Mailer } from './lib/mailer.ts';
import { createChangeVersions, createPublicAnswers } from './lib/public-answers.ts';
import { keptAnswers } from './plugins/kept-answers.ts';
import { createKeptRoutes } from './db/kept-routes.ts';
import { cacheControl } from './plugins/cache-control.ts';
import { errorHandler, frameworkErrors } from './plugins/error-handler.ts';
import { openApi, openApiRoutes } from './plugins/openapi.ts';
import { requestBody } from './plugins/request-body.ts';
import { textInput } from './plugins/text-input.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import './types/fastify.ts';
import { webApp } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  /** Replaces the mailer built from SMTP_URL / MAIL_FROM (tests pass a fake). */
  mailer?: Mailer;
}

/** The whole application as a plugin: it registers everything and never listens. */
export const app = fp(async (fastify: FastifyInstance, deps: AppDeps) => {
  fastify.decorate('config', deps.config);
  fastify.decorate('db', deps.db);
  fastify.decorate('dialect', deps.dialect);
  fastify.decorate('clock', deps.clock);
  // Uploads on disk or in a bucket (decision 0091); server.ts checks it before listening.
  const mediaStorage = createMediaStorage(deps.config, (message) =>
    fastify.log.warn({ message }, 'media storage client'),
  );
  fastify.decorate<AnyMediaStorage>('mediaStorage', mediaStorage);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: deps.config.smtpUrl,
      from: deps.config.mailFrom,
      outboxDir: path.join(deps.config.dataDir, 'outbox'),
      logger: fastify.log,
      clock: deps.clock,
    });
  fastify.decorate('mailer', mailer);
  // Mails to members go through the durable queue (docs/decisions/0037-durable-job-queue.md); the
  // worker runs when server.ts starts it (tests run batches themselves) and stops with the app.
  const jobQueue = createJobQueue({ db: deps.db, dialect: deps.dialect, clock: deps.clock });
  const memberZones = createMemberZones(deps.db);
  const sender = parseMailbox(deps.config.mailFrom);
  // The wording staff gave each mail, read when the mail is written (docs/decisions/0082-mail-wording-by-staff.md).
  const mailWording = createMailWordingService({
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
  });
  const notifications = createNotificationsService({
    wording: mailWording,
    zones: memberZones,
    repo: createNotificationsRepository(deps.db),
    queue: jobQueue,
    mailer,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
    secret: deps.config.sessionSecret,
    ...(sender ? { organizer: { name: sender.name || 'Foro de Educadores', email: sender.address } } : {}),
  });
  const accountMails = createAccountMails({
    db: deps.db,
    wording: mailWording,
    queue: jobQueue,
    mailer,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
    secret: deps.config.sessionSecret,
    zones: memberZones,
    // The password-reset service is made below; the worker only calls this once the app runs.
    issueResetLinkFor: (email) => passwordReset.issueLinkFor(email),
  });
  const answerMails = createAnswerMails({
    db: deps.db,
    wording: mailWording,
    queue: jobQueue,
    mailer,
    publicUrl: deps.config.publicUrl,
    secret: deps.config.sessionSecret,
  });
  const certificateMails = createCertificateMails({
    db: deps.db,
    wording: mailWording,
    queue: jobQueue,
    mailer,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
  });
  // Open Badges credentials of certificates, signed by the queue (docs/decisions/0092).
  const credentials = createCredentialsService({
    db: deps.db,
    queue: jobQueue,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
    keys: await loadCredentialKeys({
      publicUrl: deps.config.publicUrl,
      secretKey: deps.config.credentialKey,
      retiredKeys: deps.config.credentialRetiredKeys,
    }),
    attendance: createAttendanceRepository(deps.db),
  });
  // Every other mail (receipts, invitations, answers, the draw's winner…) too (decision 0073).
  const queuedMails = createQueuedMails({
    db: deps.db,
    wording: mailWording,
    queue: jobQueue,
    mailer,
    clock: deps.clock,
    secret: deps.config.sessionSecret,
  });
  const jobWorker = createJobWorker({
    queue: jobQueue,
    handlers: {
      ...notifications.handlers,
      ...accountMails.handlers,
      ...answerMails.handlers,
      ...certificateMails.handlers,
      ...credentials.handlers,
      ...queuedMails.handlers,
    },
    clock: deps.clock,
    log: fastify.log,
  });
  fastify.decorate('jobWorker', jobWorker);
  fastify.addHook('onClose', () => jobWorker.stop());
  // Live updates (docs/decisions/0044-live-updates.md): features publish after a change; the streams
  // of every process hear it (LISTEN/NOTIFY on PostgreSQL, in process on SQLite).
  const liveBus = createLiveBus({
    db: deps.db,
    dialect: deps.dialect,
    databaseUrl: deps.config.databaseUrl,
    clock: deps.clock,
    log: fastify.log,
  });
  fastify.decorate('liveBus', liveBus);
  const live = createLivePublishers(liveBus, fastify.log);
  // Reactions (docs/decisions/0062-reactions.md): taps gathered in memory, saved and sent twice a second.
  const reactions = createReactionsService({
    db: deps.db,
    clock: deps.clock,
    // The meetings service, decorated below, is reached when a tap comes.
    stateOr404: (slug, viewer) => fastify.services.meetings.stateOr404(slug, viewer),
    onTotals: (meetingId, totals) => live.reactions(meetingId, totals),
    log: fastify.log,
  });
  // Before the bus closes: the waiting taps are saved and sent.
  fastify.addHook('preClose', () => reactions.close());
  // Vote events waiting for their window are sent before the bus stores its last events.
  fastify.addHook('onClose', async () => {
    await live.flushPolls();
    await liveBus.close();
  });
  const versions = createChangeVersions(deps.db);
  fastify.decorate('publicAnswers', createPublicAnswers({ versions, clock: deps.clock }));
  const botcheck = createBotCheckService({
    repo: createBotCheckRepository(deps.db),
    clock: deps.clock,
    secret: deps.config.sessionSecret,
  });
  const directory = createDirectoryService({ repo: createDirectoryRepository(deps.db) });
  const keptRoutes = createKeptRoutes(deps.db, () => versions.current('public'));
  const axes = createAxesService({
    repo: createAxesRepository(deps.db, keptRoutes),
    clock: deps.clock,
    onAsked: (axisId) => live.questionChanged('axis', axisId, null),
    publicUrl: deps.config.publicUrl,
    zoneOf: memberZones.zoneOf,
  });
  const watchedWords = createWatchedWordsService({ db: deps.db, clock: deps.clock });
  const forum = createForumService({
    repo: createForumRepository(deps.db, keptRoutes),
    db: deps.db,
    createRepo: createForumRepository,
    clock: deps.clock,
    onReplied: (threadId, authorId, repliedAt) => notifications.forumReplied(threadId, authorId, repliedAt),
    onPosted: (threadId, postId) => live.threadPosted(threadId, postId),
    onRemoved: (threadId, postId) => live.postModerated('thread', threadId, postId, 'deleted'),
    heldFor: (text) => watchedWords.heldFor(text),
  });
  const emailChange = createEmailChangeService({
    repo: createEmailChangeRepository(deps.db),
    clock: deps.clock,
    mails: queuedMails,
    publicUrl: deps.config.publicUrl,
  });
  const tests = createTestsService({
    repo: createTestsRepository(deps.db),
    clock: deps.clock,
    transaction: (work) =>
      deps.db.transaction().execute((trx) => {
        const axesInTx = createAxesService({
          repo: createAxesRepository(trx),
          clock: deps.clock,
          publicUrl: deps.config.publicUrl,
          zoneOf: memberZones.zoneOf,
        });
        return work({
          repo: createTestsRepository(trx),
          markStepVisited: (stepId, userId) => axesInTx.registerStepById(stepId, userId),
        });
      }),
  });
  const attendanceRepo = createAttendanceRepository(deps.db);
  const invitations = createInvitationsService({
    repo: createInvitationsRepository(deps.db),
    clock: deps.clock,
    mailer,
    mails: queuedMails,
    publicUrl: deps.config.publicUrl,
  });
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepository(deps.db),
    clock: deps.clock,
    mails: accountMails,
  });
  const attendance = createAttendanceService({
    repo: attendanceRepo,
    clock: deps.clock,
    // The meetings service, decorated below, is reached when the minute is counted.
    publishedState: (meetingId) => fastify.services.meetings.publishedState(meetingId),
  });
  // Decision 0133: the live pages' open streams count attendance once a minute.
  const presence = createPresence({
    recordPresence: (meetingId, userIds) => attendance.recordPresence(meetingId, userIds),
    tickMs: deps.config.attendanceTickMs,
    log: fastify.log,
  });
  fastify.decorate('presence', presence);
  fastify.addHook('onClose', () => presence.close());
  fastify.decorate('services', {
    attendance,
    certificateMails,
    credentials,
    certificates: createCertificatesService({
      repo: createCertificatesRepository(deps.db),
      clock: deps.clock,
      publicUrl: deps.config.publicUrl,
      axes,
      attendance: createAttendanceRepository(deps.db),
      mails: certificateMails,
      credentials,
    }),
    admin: createAdminService({ repo: createAdminRepository(deps.db) }),
    botcheck,
    memberZones,
    session: createSessionService({
      repo: createSessionRepository(deps.db),
      failures: createSignInFailuresRepository(deps.db),
      clock: deps.clock,
      failuresPerAddressPerMinute: deps.config.signInRateLimit,
      challenges: botcheck,
      versions,
      onPasswordChanged: (userId, userAgent) => accountMails.passwordChanged(userId, userAgent, 'profile'),
      zoneOfUser: (userId) => memberZones.zoneOfUser(userId),
    }),
    profile: createProfileService({
      repo: createProfileRepository(deps.db),
      clock: deps.clock,
      axes,
      forum,
      tests,
      places: directory,
      verifyBotToken: (token) => botcheck.verifyBotToken(token),
      emailChange,
    }),
    emailChange,
    passwordReset,
    axes,
    axesAdmin: createAxesAdminService({
      db: deps.db,
      clock: deps.clock,
      embedHosts: deps.config.embedHosts,
    }),
    forum,
    tests,
    testsAdmin: createTestsAdminService({ repo: createTestsAdminRepository(deps.db), clock: deps.clock }),
    directory,
    openAccess: createOpenAccessService({
      repo: createOpenAccessRepository(deps.db),
      db: deps.db,
      embedHosts: deps.config.embedHosts,
      clock: deps.clock,
      secret: deps.config.sessionSecret,
    }),
    content: createContentService({ db: deps.db, clock: deps.clock }),
    contact: createContactService({
      db: deps.db,
      clock: deps.clock,
      mails: queuedMails,
      verifyBotToken: (token) => botcheck.verifyBotToken(token),
    }),
    invitations,
    inbox: createInboxService({
      db: deps.db,
      clock: deps.clock,
      mails: queuedMails,
      invitations,
      publicUrl: deps.config.publicUrl,
      log: fastify.log,
    }),
    meetingMessages: createMessagesService({ db: deps.db, clock: deps.clock, mails: queuedMails }),
    members: createMembersService({
      db: deps.db,
      dialect: deps.dialect,
      clock: deps.clock,
      emailChange,
      passwordReset,
      credentials,
    }),
    reports: createReportsService({ db: deps.db }),
    questions: createQuestionsService({
      db: deps.db,
      clock: deps.clock,
      answerMails,
      onChanged: (source, ownerId, questionId, authorId) =>
        live.questionChanged(source, ownerId, questionId, authorId),
      // A shared list's approval, votes, mode or "Responder ahora": every member on the meeting's page
      // and the console read it again.
      onChange: (meetingId, change) =>
        void live.sharedQuestionsChanged(
          meetingId,
          'questionId' in change ? change.questionId : null,
          change.kind !== 'question',
        ),
    }),
    polls: createPollsService({
      db: deps.db,
      clock: deps.clock,
      onChanged: (meetingId, pollId, change) => void live.pollsChanged(meetingId, pollId, change),
    }),
    draws: createDrawsService({
      db: deps.db,
      clock: deps.clock,
      mails: queuedMails,
      publicUrl: deps.config.publicUrl,
    }),
    moderation: createModerationService({
      db: deps.db,
      clock: deps.clock,
      onPostChanged: (kind, parentId, postId, state) => live.postModerated(kind, parentId, postId, state),
    }),
    watchedWords,
    mailWording,
    meetings: createMeetingsService({
      repo: createMeetingsRepository(deps.db),
      attendanceOf: (row, userId) => attendanceStatus(attendanceRepo, row, userId),
      clock: deps.clock,
      publicUrl: deps.config.publicUrl,
      onInscribed: (meetingId, userId, isNew) => notifications.inscribed(meetingId, userId, isNew),
      onPosted: (meetingId, postId) => live.meetingPosted(meetingId, postId),
      heldFor: (text) => watchedWords.heldFor(text),
      onAsked: (meetingId) => live.questionChanged('meeting', meetingId, null),
      onInscriptionCancelled: (meetingId, userId) => notifications.inscriptionCancelled(meetingId, userId),
    }),
    media: createMediaService({
      repo: createMediaRepository(deps.db),
      clock: deps.clock,
      dir: deps.config.mediaDir,
      storage: mediaStorage,
      onStorageError: (err) => fastify.log.warn({ err }, 'media storage failed'),
    }),
    meetingsAdmin: createMeetingsAdminService({
      db: deps.db,
      clock: deps.clock,
      embedHosts: deps.config.embedHosts,
      // In the save's transaction: the members' notices land with the change (decision 0073).
      onSaved: (on, before, after) => notifications.meetingSaved(on, before, after),
      onChanged: async (meetingId) => {
        await live.meetingState(meetingId);
        await notifications.meetingChanged(meetingId);
      },
    }),
    meetingHosts: createMeetingHostsService({ repo: createMeetingsRepository(deps.db) }),
    reactions,
    share: createShareService({ repo: createShareRepository(deps.db), clock: deps.clock }),
    notifications,
    mailQueueAdmin: createMailQueueAdminService({ db: deps.db, clock: deps.clock }),
    live,
  });

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(createResponseSerializer({ crossCheck: deps.config.env === 'test' }));
  // Only JSON (and the connect page's form) is accepted; a text/plain body is refused with 415.
  fastify.removeContentTypeParser('text/plain');

  await fastify.register(errorHandler);
  await fastify.register(requestBody);
  await fastify.register(textInput);
  await fastify.register(securityHeaders);
  await fastify.register(cacheControl);
  // Before the routes that declare `keptAnswer`: it collects them as they are added.
  await fastify.register(keptAnswers);
  // Before every route: it reaches a route through the route's own hooks, added when the route is.
  const zlib = rememberingZlib();
  await fastify.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlib,
    // Each member's own answer is compressed while the request waits: quality 1 takes about half the time
    // of the plugin's 4 for a few percent more bytes (decision 0122). Answers shared by many are kept
    // compressed harder, off the request (lib/public-answers.ts).
    brotliOptions: ANSWER_BROTLI_OPTIONS,
    // An answer up to 64 KB is compressed in one call, never through a zlib stream of its own: the
    // plugin's default on two cores is 8 KB, and a stream per answer (its context, the thread pool's
    // hop) cost the live page's meeting with its chat (12 KB) twice the CPU of the whole answer
    // compressed at once (decision 0134). Brotli at quality 1 takes well under a millisecond for 64 KB.
    syncThreshold: 64 * 1024,
  });
  // Counted in the database, so every process behind a balancer shares each limit (decision 0089).
  await fastify.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });
  await fastify.register(openApi);
  await fastify.register(sessionPlugin);

  await fastify.register(healthRoutes);
  await fastify.register(metricsPlugin);
  await fastify.register(botCheckRoutes);
  await fastify.register(sessionRoutes);
  await fastify.register(oidcRoutes);
  await fastify.register(passwordResetRoutes);
  await fastify.register(invitationRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(emailChangeRoutes);
  await fastify.register(accountRoutes);
  await fastify.register(meetingRoutes);
  await fastify.register(contactRoutes);
  await fastify.register(axesRoutes);
  await fastify.register(forumRoutes);
  await fastify.register(moderationRoutes);
  await fastify.register(testsRoutes);
  await fastify.register(certificateRoutes);
  await fastify.register(attendanceRoutes);
  await fastify.register(directoryRoutes);
  await fastify.register(openAccessRoutes);
  await fastify.register(contentRoutes);
  await fastify.register(adminRoutes);
  await fastify.register(testsAdminRoutes);
  await fastify.register(meetingAdminRoutes);
  await fastify.register(axesAdminRoutes);
  await fastify.register(contentAdminRoutes);
  await fastify.register(mailWordingAdminRoutes);
  await fastify.register(openAccessAdminRoutes);
  await fastify.register(mediaAdminRoutes);
  await fastify.register(contactAdminRoutes);
  await fastify.register(membersAdminRoutes);
  await fastify.register(reportsAdminRoutes);
  await fastify.register(notificationsRoutes);
  await fastify.register(mailQueueAdminRoutes);
  await fastify.register(moderationAdminRoutes);
  await fastify.register(questionsRoutes);
  await fastify.register(pollsRoutes);
  await fastify.register(drawsRoutes);
  await fastify.register(mediaRoutes);
  await fastify.register(shareRoutes);
  await fastify.register(liveRoutes);
  await fastify.register(reactionsRoutes);
  await fastify.register(openApiRoutes);
  await fastify.register(webApp);
});

const REDACTED = '[redacted]';
/** The levels at which a logger writes `info` lines (a route may log at `warn` only). */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);
/** Query parameters that carry secrets when a client puts them in a URL (compared case-insensitively). */
// `code` and `state`: the OpenID provider's answer on /connect/oidc/callback (decision 0083).
const SECRET_PARAMS = new Set(['token', 'hash', 'captchatoken', 'password', '_token', 'code', 'state']);

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** Paths whose last part is a mailed secret, for URLs no route with declared secrets matched. */
const SECRET_PATH =
  /(\/(?:acceso-invitados|connect\/email-change|connect\/password-reset|correo\/baja)\/)[^/?#]+/;

const decodedPath = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The URL as logged: invitation, e-mail change and password reset secrets in the path and secret query values are replaced, whatever
 * the spelling of the parameter's name (`Password`, `p%61ssword`). The router decodes a path before
 * it matches (`/connect/%70assword-reset/…` is the reset form), so the path is compared decoded too.
 */
const scrubUrl = (url: string) => {
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  const decoded = decodedPath(rawPath);
  const path = SECRET_PATH.test(decoded)
    ? decoded.replace(SECRET_PATH, `$1${REDACTED}`)
    : rawPath.replace(SECRET_PATH, `$1${REDACTED}`);
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
};

/** What the logger is given as `req`: Fastify's request, once routed, knows the route it matched. */
interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  params?: unknown;
  routeOptions?: { url?: string; config?: { secretParams?: readonly string[] } };
}

/**
 * The URL of a request as logged. A route that declares secret parameters (`config.secretParams`) is
 * logged as its own pattern with those parameters redacted and the others as the router read them,
 * however the path was spelled; any other URL goes through `scrubUrl`.
 */
export function loggedUrl(req: LoggedRequest): string {
  const pattern = req.routeOptions?.url;
  const secrets = req.routeOptions?.config?.secretParams;
  if (!pattern || !secrets?.length) return scrubUrl(req.url);
  const params = (req.params ?? {}) as Record<string, unknown>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    secrets.includes(name) ? REDACTED : encodeURIComponent(String(params[name] ?? '')),
  );
  const at = req.url.indexOf('?');
  return scrubUrl(at === -1 ? path : `${path}${req.url.slice(at)}`);
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.hash',
        '*.captchaToken',
        '*.password_hash',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggedUrl(req),
        ip: req.ip,
      }),
    },
  };
}

type Answerer = (request: http.IncomingMessage, response: http.ServerResponse) => boolean | Promise<boolean>;

/** Tries `answer` first; a request it leaves (false, or a promise of false or of a fault) goes to `next`. */
const orElse =
  (answer: Answerer, next: (request: http.IncomingMessage, response: http.ServerResponse) => void) =>
  (request: http.IncomingMessage, response: http.ServerResponse): void => {
    const answered = answer(request, response);
    if (answered === true) return;
    if (answered === false) return next(request, response);
    answered.then(
      (done) => done || next(request, response),
      () => next(request, response),
    );
  };

/** Bytes of log lines gathered before they are written (decision 0117): about 30 access lines. */
const LOG_BATCH_BYTES = 8 * 1024;
/** A line waits at most this long for others to be written with it. */
export const LOG_FLUSH_MS = 1000;

/**
 * Where the server's log goes (standard output unless `fd` says else): written a moment later rather
 * than while the request waits, and lines gathered until 8 KB or a second has passed, so a crowd's access
 * lines cost one write for thirty, not one write (and a trip through libuv's thread pool) each. What is
 * left is written at exit (pino's exit handler).
 */
export function logDestination(fd = 1): ReturnType<typeof pino.destination> {
  const destination = pino.destination({ dest: fd, sync: false, minLength: LOG_BATCH_BYTES });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      clearInterval(timer); // destroyed: nothing more to write
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  return destination;
}

/** Builds a ready Fastify instance with the app registered (tests call this, server.ts too). */
export async function buildApp(
  deps: AppDeps,
  /** Tests read the logs from here. */
  logStream?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  const logger = loggerOptions(deps.config);
  const fastify = Fastify({
    // Written a moment later rather than while the request waits (pino flushes what is left at exit).
    logger: logger ? { ...(logger as object), stream: logStream ?? logDestination() } : false,
    // One access line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    // Files of the built portal and visitors' public lists are answered from memory before routing
    // (plugins/web.ts, plugins/kept-answers.ts); everything else, and whatever those leave, is routed. The decorators exist once the plugins are
    // registered, after this runs: they are looked up per request.
    serverFactory: (handler): http.Server => {
      const kept: Answerer = (request, response) => fastify.serveKeptAnswer(request, response);
      const file: Answerer = (request, response) => fastify.serveFromMemory?.(request, response) ?? false;
      const server = http.createServer(orElse(file, orElse(kept, handler)));
      // Fastify's defaults, which it sets only on a server it makes itself.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      server.setTimeout(0);
      return server;
    },
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // The access line names only the request's id, `req` and `res` through their serializers (method,
  // scrubbed URL, ip; status) and the time: nothing the redaction paths reach. It is written by a child
  // without them, which cloned every line's object for nothing (decision 0106); the same bytes as
  // `request.log` would write, at its level.
  const accessLog = fastify.log.child({}, { redact: { paths: [] } });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (LOGS_INFO.has(request.log.level))
      accessLog.info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    done();
  });
  await fastify.register(app, deps);
  await fastify.ready();
  return fastify;
}

export { scrubUrl };
