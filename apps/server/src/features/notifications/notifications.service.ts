import { pathTo, providerPaths } from '@foro/shared/routes/paths';
import { parsePost } from '@foro/shared/forum/schemas';
import type { Clock } from '../../lib/clock.ts';
import type { Job, JobQueue } from '../../lib/job-queue.ts';
import type { JobHandler } from '../../lib/job-worker.ts';
import type { MailContent } from '../../lib/mail-templates.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Db } from '../../db/database.ts';
import {
  buildMeetingIcs,
  meetingIcsContentType,
  meetingIcsFilename,
  type MeetingIcsInput,
} from '../meetings/index.ts';
import {
  forumDigestMail,
  inscriptionMail,
  meetingCancelledMail,
  meetingChangedMail,
  meetingChangeWording,
  replayMail,
  reminderMail,
  type DigestPost,
  type MeetingChange,
} from './notification-mails.ts';
import type { MailWordingService } from '../mail-wording/index.ts';
import {
  createNotificationsRepository,
  type NotificationKind,
  type NotificationsRepository,
} from './notifications.repository.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** docs/product/notifications: the day before and one hour before the meeting's start. */
export const REMINDER_OFFSETS = { day: 24 * HOUR_MS, hour: HOUR_MS } as const;
type ReminderWhen = keyof typeof REMINDER_OFFSETS;
/** A busy thread mails each member at most once an hour. */
export const DIGEST_INTERVAL_MS = HOUR_MS;

export const JOB_KINDS = {
  reminder: 'meeting-reminder',
  replayFanout: 'meeting-replay-fanout',
  replay: 'meeting-replay',
  forumDigest: 'forum-digest',
  // The meeting's service mails (decision 0073).
  inscription: 'meeting-inscription',
  changed: 'meeting-changed',
  cancelled: 'meeting-cancelled',
} as const;

/** What a meeting looked like before and after a save, for its members' notices (decision 0073). */
export interface MeetingSnapshot {
  id: string;
  slug: string;
  starts_at: string;
  duration_minutes: number;
  published_at: string | null;
  archived_at: string | null;
  active_override: number | null;
}

type Meeting = NonNullable<Awaited<ReturnType<NotificationsRepository['findMeeting']>>>;
type User = NonNullable<Awaited<ReturnType<NotificationsRepository['findUser']>>>;

/** What a member is told about: the date or hour (duration included: the event's end), the address. */
export function changesOf(before: MeetingSnapshot, after: MeetingSnapshot): MeetingChange[] {
  const changed: MeetingChange[] = [];
  if (before.starts_at !== after.starts_at || before.duration_minutes !== after.duration_minutes)
    changed.push('date');
  if (before.slug !== after.slug) changed.push('link');
  return changed;
}

const fullName = (u: { name: string; lastname: string }) =>
  [u.name, u.lastname].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();

const excerpt = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 200 ? `${clean.slice(0, 199)}…` : clean;
};

export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  secret: string;
  /** The member's own zone from country and region (decision 0046). */
  zones: { zoneOfUser(userId: string): Promise<string | null> };
  /** The calendar invitations' ORGANIZER: the portal's sender (MAIL_FROM). */
  organizer?: { name: string; email: string };
  /** Staff's wording of each mail, read when the mail is written (decision 0082). */
  wording: Pick<MailWordingService, 'current'>;
}) {
  const { repo, queue, mailer, clock, publicUrl, secret, zones } = deps;
  const wordingOf = deps.wording.current;
  const now = () => clock.now();

  /** Published, not archived, not turned inactive by staff: a meeting that may send mail. */
  const mayMail = (m: Meeting) =>
    m.published_at !== null &&
    m.published_at <= now().toISOString() &&
    m.archived_at === null &&
    m.active_override !== 0;
  const endOf = (m: Meeting) => Date.parse(m.starts_at) + m.duration_minutes * MINUTE_MS;
  const hasReplay = (m: Meeting) => m.iframe_post_event.trim() !== '';

  const links = (userId: string, kind: NotificationKind, stops: string) => ({
    preferences: `${publicUrl}${pathTo('profile')}`,
    unsubscribe: `${publicUrl}${providerPaths.unsubscribe(unsubscribeToken(secret, userId, kind))}`,
    stops,
  });

  /** Notifications carry RFC 8058 one-click unsubscribe next to the link in the body. */
  function send(job: Job, user: User, kind: NotificationKind, content: MailContent, extra = {}) {
    const url = links(user.id, kind, '').unsubscribe;
    return mailer.send({
      to: user.email,
      toName: fullName(user),
      ...content,
      id: job.id,
      headers: {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...extra,
    });
  }

  /** The meeting's calendar event: the same UID and SEQUENCE (its revision) as the page's download. */
  const icsOf = (
    meeting: Meeting,
    liveUrl: string,
    extra: Pick<MeetingIcsInput, 'method' | 'organizer' | 'attendee'> = {},
  ) =>
    buildMeetingIcs({
      uid: `${meeting.id}@foro-de-educadores`,
      slug: meeting.slug,
      title: `${meeting.title.replace(/\s*\[br\]\s*/g, ' ')} · Foro de Educadores`,
      description: [meeting.topic, meeting.speaker && `Ponente: ${meeting.speaker}`]
        .filter(Boolean)
        .join('. '),
      startsAt: new Date(meeting.starts_at),
      durationMinutes: meeting.duration_minutes,
      timeZone: meeting.time_zone,
      url: liveUrl,
      now: now(),
      sequence: meeting.revision,
      lastModified: new Date(meeting.updated_at),
      ...extra,
    });

  /**
   * The registration's confirmation, a change notice or the cancellation, read when due: the member
   * still registered, the meeting as it is then (its newest SEQUENCE), in the member's zone. Service
   * mails (decision 0073): no preference turns them off, so they carry no unsubscribe link.
   */
  const meetingMail =
    (method: 'inscription' | 'changed' | 'cancelled'): JobHandler =>
    async (job, payload) => {
      const meeting = await repo.findMeeting(String(payload.meetingId));
      if (!meeting) return { cancelled: 'El encuentro ya no existe.' };
      const user = await repo.findUser(String(payload.userId));
      if (!user) return { cancelled: 'El miembro ya no existe.' };
      if (!(await repo.isInscribed(meeting.id, user.id)))
        return { cancelled: 'El miembro ya no está inscrito.' };
      const live = mayMail(meeting);
      if (method === 'cancelled' && live) return { cancelled: 'El encuentro volvió a publicarse.' };
      if (method !== 'cancelled' && !live) return { cancelled: 'El encuentro no está publicado o activo.' };
      if (now().getTime() >= endOf(meeting)) return { cancelled: 'El encuentro ya terminó.' };
      const zone = (await zones.zoneOfUser(user.id)) ?? meeting.time_zone;
      const liveUrl = `${publicUrl}${pathTo('meetingLive', { slug: meeting.slug })}`;
      const base = {
        name: user.name,
        meetingTitle: meeting.title,
        startsAt: new Date(meeting.starts_at),
        timeZone: zone,
      };
      const changed = (payload.changed as MeetingChange[] | undefined) ?? ['date'];
      const content =
        method === 'inscription'
          ? inscriptionMail({ ...base, liveUrl }, await wordingOf('meeting-inscription'))
          : method === 'changed'
            ? meetingChangedMail(
                { ...base, liveUrl, changed },
                await wordingOf(meetingChangeWording(changed)),
              )
            : meetingCancelledMail(base, await wordingOf('meeting-cancelled'));
      const icsMethod = method === 'cancelled' ? 'CANCEL' : 'REQUEST';
      const ics = icsOf(meeting, liveUrl, {
        method: icsMethod,
        ...(deps.organizer ? { organizer: deps.organizer } : {}),
        attendee: { name: fullName(user), email: user.email },
      });
      await mailer.send({
        to: user.email,
        toName: fullName(user),
        ...content,
        id: job.id,
        attachments: [
          {
            filename: icsMethod === 'CANCEL' ? 'cancelacion.ics' : meetingIcsFilename(meeting.slug),
            content: ics,
            contentType: meetingIcsContentType(icsMethod),
          },
        ],
      });
      return { done: true };
    };

  /** Queues one meeting mail for each member, in `on` (the save's transaction). */
  async function queueMeetingMails(
    on: Db,
    kind: 'inscription' | 'changed' | 'cancelled',
    meetingId: string,
    userIds: string[],
    extra: Record<string, unknown> = {},
  ) {
    for (const userId of userIds)
      await queue.enqueue(
        {
          kind: JOB_KINDS[kind],
          payload: { meetingId, userId, ...extra },
          runAt: now(),
          // A newer notice of the same kind replaces one still waiting (moved twice in a minute).
          dedupeKey: `${JOB_KINDS[kind]}:${meetingId}:${userId}`,
        },
        on,
      );
  }

  async function scheduleReminders(meeting: Meeting, userIds: string[]) {
    const start = Date.parse(meeting.starts_at);
    for (const when of Object.keys(REMINDER_OFFSETS) as ReminderWhen[]) {
      const runAt = new Date(start - REMINDER_OFFSETS[when]);
      for (const userId of userIds) {
        const dedupeKey = `reminder-${when}:${meeting.id}:${userId}`;
        if (runAt.getTime() > now().getTime()) {
          await queue.enqueue({
            kind: JOB_KINDS.reminder,
            payload: { meetingId: meeting.id, userId, when },
            runAt,
            subjectId: meeting.id,
            dedupeKey,
          });
        }
      }
    }
  }

  const reminder: JobHandler = async (job, payload) => {
    const when = payload.when as ReminderWhen;
    const meeting = await repo.findMeeting(String(payload.meetingId));
    if (!meeting || !mayMail(meeting)) return { cancelled: 'El encuentro no está publicado o activo.' };
    const user = await repo.findUser(String(payload.userId));
    if (!user || !(await repo.isInscribed(meeting.id, user.id)))
      return { cancelled: 'El miembro ya no está inscrito.' };
    if (user.notification_reminders !== 1) return { cancelled: 'El miembro no quiere recordatorios.' };
    const start = Date.parse(meeting.starts_at);
    const due = start - REMINDER_OFFSETS[when];
    // The meeting moved later since the job was scheduled: wait for its new time.
    if (due > now().getTime()) return { later: new Date(due) };
    if (now().getTime() >= start) return { cancelled: 'El encuentro ya empezó.' };
    const zone = (await zones.zoneOfUser(user.id)) ?? meeting.time_zone;
    const liveUrl = `${publicUrl}${pathTo('meetingLive', { slug: meeting.slug })}`;
    const content = reminderMail(
      {
        name: user.name,
        meetingTitle: meeting.title,
        startsAt: new Date(start),
        timeZone: zone,
        when,
        liveUrl,
        links: links(user.id, 'reminders', 'recordatorios de encuentros'),
      },
      await wordingOf('meeting-reminder'),
    );
    const ics = icsOf(meeting, liveUrl);
    await send(job, user, 'reminders', content, {
      attachments: [
        {
          filename: meetingIcsFilename(meeting.slug),
          content: ics,
          contentType: 'text/calendar; charset=utf-8',
        },
      ],
    });
    return { done: true };
  };

  const replayFanout: JobHandler = async (_job, payload) => {
    const meeting = await repo.findMeeting(String(payload.meetingId));
    if (!meeting || !mayMail(meeting) || !hasReplay(meeting))
      return { cancelled: 'El encuentro no tiene una grabación publicada.' };
    const end = endOf(meeting);
    if (end > now().getTime() && meeting.post_event_override !== 1) return { later: new Date(end) };
    for (const userId of await repo.inscribedUserIds(meeting.id)) {
      const minutes = await repo.attendedMinutes(meeting.id, userId);
      if (minutes.live >= meeting.attendance_minutes) continue;
      await queue.enqueueUnlessPending({
        kind: JOB_KINDS.replay,
        payload: { meetingId: meeting.id, userId },
        runAt: now(),
        subjectId: meeting.id,
        dedupeKey: `replay:${meeting.id}:${userId}`,
      });
    }
    return { done: true };
  };

  const replay: JobHandler = async (job, payload) => {
    const meeting = await repo.findMeeting(String(payload.meetingId));
    if (!meeting || !mayMail(meeting) || !hasReplay(meeting))
      return { cancelled: 'El encuentro no tiene una grabación publicada.' };
    const user = await repo.findUser(String(payload.userId));
    if (!user || user.notification_replay !== 1) return { cancelled: 'El miembro no quiere este aviso.' };
    const content = replayMail(
      {
        name: user.name,
        meetingTitle: meeting.title,
        replayUrl: `${publicUrl}${pathTo('meetingLive', { slug: meeting.slug })}`,
        links: links(user.id, 'replay', 'avisos de grabaciones'),
      },
      await wordingOf('meeting-replay'),
    );
    await send(job, user, 'replay', content);
    return { done: true };
  };

  const forumDigest: JobHandler = async (job, payload) => {
    const thread = await repo.findThread(String(payload.threadId));
    const user = await repo.findUser(String(payload.userId));
    if (!thread || !user) return { cancelled: 'La conversación o el miembro ya no existen.' };
    if (user.notification_forum !== 1) return { cancelled: 'El miembro no quiere correos del foro.' };
    const posts = await repo.postsSince(thread.id, String(payload.since), user.id);
    if (posts.length === 0) return { cancelled: 'No hay mensajes nuevos.' };
    const me = fullName(user).toLowerCase();
    const digest: DigestPost[] = posts.map((p) => {
      const parts = parsePost(p.post);
      const quotesMe = parts.some((part) => part.kind === 'quote' && part.name.toLowerCase() === me);
      const text = parts
        .filter((part) => part.kind === 'text')
        .map((part) => part.text)
        .join(' ');
      return {
        author: fullName(p),
        excerpt: excerpt(text),
        reason: p.role === 'coach' ? 'coach' : quotesMe ? 'quote' : 'reply',
      };
    });
    const content = forumDigestMail(
      {
        name: user.name,
        threadTitle: thread.title,
        axisTitle: thread.axis_title,
        posts: digest,
        threadUrl: `${publicUrl}${pathTo('axisThread', { slug: thread.axis_slug, slugThread: thread.slug })}`,
        links: links(user.id, 'forum', 'correos del foro'),
      },
      await wordingOf('forum-digest'),
    );
    await send(job, user, 'forum', content);
    return { done: true };
  };

  return {
    handlers: {
      [JOB_KINDS.reminder]: reminder,
      [JOB_KINDS.replayFanout]: replayFanout,
      [JOB_KINDS.replay]: replay,
      [JOB_KINDS.forumDigest]: forumDigest,
      [JOB_KINDS.inscription]: meetingMail('inscription'),
      [JOB_KINDS.changed]: meetingMail('changed'),
      [JOB_KINDS.cancelled]: meetingMail('cancelled'),
    } satisfies Record<string, JobHandler>,

    /** A member registered: their two reminders, and the confirmation when the registration is new. */
    async inscribed(meetingId: string, userId: string, isNew: boolean) {
      const meeting = await repo.findMeeting(meetingId);
      if (!meeting || !mayMail(meeting)) return;
      await scheduleReminders(meeting, [userId]);
      if (isNew) await queueMeetingMails(repo.db, 'inscription', meetingId, [userId]);
    },

    /**
     * A meeting was saved (in `on`, the save's transaction): a published meeting not over yet whose
     * date, hour, duration or address changed tells its registered members; one that stops being
     * published or active (unpublished, archived, made inactive) sends them the cancellation.
     */
    async meetingSaved(on: Db, before: MeetingSnapshot, after: MeetingSnapshot) {
      const wasLive = mayMail(before as Meeting) && now().getTime() < endOf(before as Meeting);
      if (!wasLive) return;
      const userIds = await createNotificationsRepository(on).inscribedUserIds(after.id);
      if (userIds.length === 0) return;
      if (!mayMail(after as Meeting)) {
        await queueMeetingMails(on, 'cancelled', after.id, userIds);
        return;
      }
      const changed = changesOf(before, after);
      if (changed.length > 0) await queueMeetingMails(on, 'changed', after.id, userIds, { changed });
    },

    /** A member's registration ended: their reminders go. */
    async inscriptionCancelled(meetingId: string, userId: string) {
      for (const when of Object.keys(REMINDER_OFFSETS))
        await queue.cancelPending(meetingId, `reminder-${when}:${meetingId}:${userId}`);
    },

    /**
     * A meeting changed (moved, published, hidden, its replay set): its reminders follow its start,
     * or go when it may no longer mail; a replay mail is planned for once the meeting is over.
     */
    async meetingChanged(meetingId: string) {
      const meeting = await repo.findMeeting(meetingId);
      if (!meeting || !mayMail(meeting)) {
        await queue.cancelPending(meetingId);
        return;
      }
      await scheduleReminders(meeting, await repo.inscribedUserIds(meeting.id));
      if (hasReplay(meeting) && !(await queue.lastSentAt(`replay-fanout:${meeting.id}`))) {
        await queue.enqueueUnlessPending({
          kind: JOB_KINDS.replayFanout,
          payload: { meetingId: meeting.id },
          runAt: new Date(Math.max(now().getTime(), endOf(meeting))),
          subjectId: meeting.id,
          dedupeKey: `replay-fanout:${meeting.id}`,
        });
      }
    },

    /**
     * A reply in a route thread: a digest for each other participant, at most one an hour each.
     * `repliedAt` is the reply's stored instant: the clock read here is later (issue 35), and a digest
     * from then on would leave the reply out of its own mail.
     */
    async forumReplied(threadId: string, authorId: string, repliedAt: Date) {
      const at = now();
      for (const userId of await repo.threadParticipants(threadId)) {
        if (userId === authorId) continue;
        const user = await repo.findUser(userId);
        if (!user || user.notification_forum !== 1) continue;
        const dedupeKey = `forum:${threadId}:${userId}`;
        const last = await queue.lastSentAt(dedupeKey);
        await queue.enqueueUnlessPending({
          kind: JOB_KINDS.forumDigest,
          // Everything after the last digest (or just before this reply) goes into the next one.
          payload: { threadId, userId, since: (last ?? new Date(repliedAt.getTime() - 1)).toISOString() },
          runAt: new Date(Math.max(at.getTime(), (last?.getTime() ?? 0) + DIGEST_INTERVAL_MS)),
          subjectId: threadId,
          dedupeKey,
        });
      }
    },

    /** One-click unsubscribe: that member's mails of that kind stop; null for a forged token. */
    async unsubscribe(token: string): Promise<NotificationKind | null> {
      const read = readUnsubscribeToken(secret, token);
      if (!read) return null;
      return (await repo.turnOff(read.userId, read.kind, now().toISOString())) ? read.kind : null;
    },

    checkUnsubscribe: (token: string) => readUnsubscribeToken(secret, token),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
