import { countryLabel } from '@foro/shared/directory/countries';
import {
  INSCRIPTION_CANCEL_CLOSED,
  POSTS_PER_PAGE,
  type AxisCard,
  type MeetingCard,
  type MeetingPostsPage,
  meetingDetailSchema,
  type Speaker,
} from '@foro/shared/meetings/schemas';
import { z } from 'zod';
import {
  POSTS_NOT_OPEN,
  QUESTIONS_NOT_OPEN,
  registrationNotOpenMessage,
} from '@foro/shared/meetings/registration';
import {
  ANNOUNCE_DAYS,
  meetingClockState,
  meetingDayStartsAt,
  meetingDisplayTime,
  meetingSchedule,
  PUBLISHER_TIME_ZONE,
} from '@foro/shared/meetings/time';
import { publicationOf } from '@foro/shared/meetings/admin-schemas';
import { HELD_NOTE } from '@foro/shared/moderation/schemas';
import { pageWindow } from '../../lib/pagination.ts';
import { shownPost } from '../../lib/post-page.ts';
import { jsonOf } from '../../lib/public-answers.ts';
import { AppError } from '../../lib/app-error.ts';
import { jsonList } from '../../lib/json-list.ts';
import type { AttendanceStatus } from '@foro/shared/attendance/schemas';
import type { Clock } from '../../lib/clock.ts';
import { buildMeetingIcs, googleCalendarUrl, outlookCalendarUrl } from './meeting-calendar.ts';
import type { MeetingChanges, MeetingRow, MeetingState, MeetingsRepository } from './meetings.repository.ts';

/** A meeting's answer without what is the member's own or the instant's (`detail` adds them). */
const sharedDetailSchema = meetingDetailSchema.omit({
  inscribed: true,
  certificate: true,
  attendance: true,
  server_time: true,
});

/** Meetings whose shared answer is kept (a handful are live or about to be at a time). */
const SHARED_DETAILS_KEPT = 32;

/** A meeting's answer alike for every member, and the row and state it was made from. */
interface SharedDetail {
  row: MeetingRow;
  state: string;
  text: string;
  postEvent: boolean;
}

/** Whether two reads of a meeting's row hold the same values (strings compared by value, no copy). */
function sameRow(a: MeetingRow, b: MeetingRow): boolean {
  for (const column of Object.keys(b) as Array<keyof MeetingRow>) if (a[column] !== b[column]) return false;
  return true;
}

const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);

export function speakerOf(row: MeetingRow): Speaker {
  return {
    speaker: row.speaker,
    speaker_country: row.speaker_country,
    speaker_job: row.speaker_job,
    speaker_image: row.speaker_image,
    speaker_claim: row.speaker_claim,
    speaker_excerpt: row.speaker_excerpt,
    speaker_name_meeting_page: row.speaker_name_meeting_page,
    speaker_ln: row.speaker_ln,
    speaker_fb: row.speaker_fb,
    speaker_tw: row.speaker_tw,
    speaker_yt: row.speaker_yt,
    speaker_gender: row.speaker_gender === 'f' ? 'f' : 'm',
    driver: row.driver,
    driver_job: row.driver_job,
    driver_country: row.driver_country,
    driver_doc: row.driver_doc,
    driver_doc_text: row.driver_doc_text,
    driver_claim: row.driver_claim,
    driver_ln: row.driver_ln,
    driver_fb: row.driver_fb,
    driver_tw: row.driver_tw,
    driver_yt: row.driver_yt,
    driver_gender: row.driver_gender === 'f' ? 'f' : 'm',
  };
}

export function clockStateOf(
  row: Pick<
    MeetingRow,
    'starts_at' | 'duration_minutes' | 'time_zone' | 'active_override' | 'post_event_override'
  >,
  now: Date,
) {
  return meetingClockState(
    {
      startsAt: new Date(row.starts_at),
      durationMinutes: row.duration_minutes,
      timeZone: row.time_zone,
      activeOverride: flag(row.active_override),
      postEventOverride: flag(row.post_event_override),
    },
    now,
  );
}

/**
 * When an inactive meeting opens for registration: the start less the announcement window that
 * `meetingClockState` uses; null when staff keep it inactive by hand, so no date can be promised.
 */
export function registrationOpensAt(row: MeetingRow): Date | null {
  if (row.active_override !== null) return null;
  return new Date(Date.parse(row.starts_at) - ANNOUNCE_DAYS * 24 * 60 * 60 * 1000);
}

/** Who looks at a member page: staff preview drafts there (docs/product/admin.md#drafts-and-publication). */
export type Viewer = { role: 'member' | 'coach' | 'staff' } | null | undefined;
const previews = (viewer: Viewer) => viewer?.role === 'staff';

function toCard(row: MeetingRow, now: Date): MeetingCard {
  const startsAt = new Date(row.starts_at);
  const state = clockStateOf(row, now);
  const unpublished = publicationOf(row, now) !== 'published';
  return {
    ...(unpublished ? { preview: true } : {}),
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    ...meetingDisplayTime(startsAt, row.time_zone),
    iana_zone: row.time_zone,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + row.duration_minutes * 60_000).toISOString(),
    timing: state.timing,
    active: state.active,
    post_event: state.post_event,
    past: state.past,
    meeting_day: state.meeting_day,
    countdown: state.countdown,
    meeting_day_starts_at: meetingDayStartsAt(startsAt, row.time_zone).toISOString(),
    img: row.img,
    bg_more_info: row.bg_more_info,
    bg_more_info_t: row.bg_more_info_t,
    bg_more_info_m: row.bg_more_info_m,
    video_inner: row.video_inner,
    schedule: meetingSchedule(startsAt),
    speakers: [speakerOf(row)],
  };
}

/** Upcoming meetings first (soonest first), then past ones (most recent first). */
function byAgenda(a: MeetingCard, b: MeetingCard): number {
  if (a.post_event !== b.post_event) return a.post_event ? 1 : -1;
  return a.post_event ? b.starts_at.localeCompare(a.starts_at) : a.starts_at.localeCompare(b.starts_at);
}

export function createMeetingsService(deps: {
  repo: MeetingsRepository;
  clock: Clock;
  publicUrl: string;
  /** The member's recorded attendance (features/attendance); none recorded when absent. */
  attendanceOf?: (row: MeetingRow, userId: string) => Promise<AttendanceStatus>;
  /** After a registration: the member's reminders (features/notifications). */
  /** `isNew`: this request added the registration (a repeated one sends no second confirmation). */
  onInscribed?: (meetingId: string, userId: string, isNew: boolean) => Promise<void>;
  /** After a comment is saved: the meeting's live stream (features/live). */
  onPosted?: (meetingId: string, postId: string | null) => Promise<void>;
  /** The watched word a member's text contains (features/moderation): the comment is then held for review. */
  heldFor?: (text: string) => Promise<string | null>;
  /** After a question is saved: the host's console (features/live). */
  onAsked?: (meetingId: string) => Promise<void>;
  /** A member took a registration back: their queued reminders go. */
  onInscriptionCancelled?: (meetingId: string, userId: string) => Promise<void>;
}) {
  const { repo, clock, publicUrl } = deps;
  const attendanceOf =
    deps.attendanceOf ??
    (async (row: MeetingRow): Promise<AttendanceStatus> => ({
      live_minutes: 0,
      replay_minutes: 0,
      required_minutes: row.attendance_minutes,
      attended: null,
    }));

  /** What a calendar needs to know of a meeting: when, what, and the page to come back to. */
  function calendarEvent(row: MeetingRow) {
    const title = `${row.title.replace(/\s*\[br\]\s*/g, ' ')} · Foro de Educadores`;
    const url = `${publicUrl}/encuentros/${encodeURIComponent(row.slug)}/vive-el-encuentro`;
    const who = [row.speaker && `Ponente: ${row.speaker}`, row.driver && `Conduce: ${row.driver}`].filter(
      Boolean,
    );
    return {
      uid: `${row.id}@foro-de-educadores`,
      slug: row.slug,
      title,
      description: [row.topic, ...who].filter(Boolean).join('. '),
      startsAt: new Date(row.starts_at),
      durationMinutes: row.duration_minutes,
      timeZone: row.time_zone,
      url,
      sequence: row.revision,
      lastModified: new Date(row.updated_at),
    };
  }

  /** A meeting members may see (published, not archived); staff also reach drafts to preview them. */
  async function meetingOr404(slug: string, viewer: Viewer): Promise<MeetingRow> {
    return seenOr404(await repo.findBySlug(slug), viewer);
  }
  /** The meeting's `MeetingState` only: the member requests that need no more (comments, stream, reactions). */
  async function stateOr404(slug: string, viewer: Viewer): Promise<MeetingState> {
    return seenOr404(await repo.findStateBySlug(slug), viewer);
  }
  function seenOr404<T extends MeetingState>(row: T | undefined, viewer: Viewer): T {
    if (!row || (!previews(viewer) && publicationOf(row, clock.now()) !== 'published'))
      throw new AppError('NOT_FOUND', 'No encontramos este encuentro.');
    return row;
  }

  /** Inscriptions, questions and posts need an active meeting; otherwise 409 with the reason. */
  function mustBeActive(row: MeetingRow, message: string) {
    if (!clockStateOf(row, clock.now()).active) throw new AppError('CONFLICT', message);
  }

  /**
   * A page of the meeting forum, newest first. Hidden comments (no `seq`) sit where they were
   * written: after the next page's newest comment and up to this page's newest (open-ended on the
   * first and last pages), as on the route threads (docs/decisions/0038-moderation.md). Staff read
   * them with their state and reports; their author reads a note; other members never.
   */
  async function postsPage(
    key: { slug: string } | { id: string },
    page: number,
    viewer: Viewer & { id: string },
  ): Promise<MeetingPostsPage> {
    const moderator = viewer.role === 'staff';
    // One statement: the meeting with its page (decision 0130).
    const row = seenOr404(await repo.postsPage(key, page, { id: viewer.id, moderator }), viewer);
    const pageOf = pageWindow(Number(row.posts_count), POSTS_PER_PAGE, row.page);
    const { rows, hiddenIds, reports, reported } = row;
    return {
      posts: rows.map((p) => {
        const shown = shownPost(p, { hidden: hiddenIds.has(p.id), moderator, reports });
        return {
          id: p.id,
          user: {
            name: [p.name, p.lastname].filter(Boolean).join(' '),
            country: countryLabel(p.country),
            city: p.city,
          },
          creation_date: p.created_at,
          post: shown.text,
          own: p.user_id === viewer.id,
          reported: reported.has(p.id),
          ...shown.moderation,
        };
      }),
      speaker: { speaker: row.speaker, speaker_image: row.speaker_image, speaker_job: row.speaker_job },
      eventPast: clockStateOf(row, clock.now()).past,
      hidde_posts: row.posts_hidden === 1,
      page: pageOf.page,
      pages: pageOf.pages,
      total: pageOf.total,
      canModerate: moderator,
    };
  }

  /**
   * What every member reads alike in a meeting's answer, as JSON text without its closing brace, with
   * whether the meeting is post-event. Checked against the answer's schema when made, then kept per
   * meeting with the stored row, clock state and publication it was made from (all it depends on),
   * compared column by column: a change by staff or a new state makes it again (decision 0118).
   */
  const sharedDetails = new Map<string, SharedDetail>();
  function sharedDetail(row: MeetingRow, now: Date): SharedDetail {
    const state = `${Object.values(clockStateOf(row, now)).join()},${publicationOf(row, now)}`;
    const kept = sharedDetails.get(row.id);
    if (kept && kept.state === state && sameRow(kept.row, row)) return kept;
    const card = toCard(row, now);
    const alike: z.output<typeof sharedDetailSchema> = {
      ...card,
      img_inner: row.img_inner,
      img_inner_t: row.img_inner_t,
      img_inner_m: row.img_inner_m,
      iframe_event: row.iframe_event,
      iframe_chat: row.iframe_chat,
      iframe_post_event: row.iframe_post_event,
      reason: row.reason,
      objectives: jsonList(row.objectives_json),
      doc: row.doc,
      summ: row.summ,
      presentation: row.presentation,
      podcast: row.podcast,
      recommendations: jsonList(row.recommendations_json),
      cta_text: row.cta_text,
      registration_opens_at: card.active ? null : (registrationOpensAt(row)?.toISOString() ?? null),
      calendar: {
        ics: `/api/meeting/${encodeURIComponent(row.slug)}/calendar`,
        google: googleCalendarUrl(calendarEvent(row)),
        outlook: outlookCalendarUrl(calendarEvent(row)),
      },
    };
    const text = jsonOf(sharedDetailSchema, alike).slice(0, -1);
    const made = { row, state, text, postEvent: card.post_event };
    if (sharedDetails.size >= SHARED_DETAILS_KEPT && !sharedDetails.has(row.id)) sharedDetails.clear();
    sharedDetails.set(row.id, made);
    return made;
  }

  return {
    meetingOr404,
    stateOr404,

    /**
     * A meeting's state by its id while members may see it (published, not archived), else undefined:
     * the live page's stream counts attendance on it once a minute (decision 0133).
     */
    async publishedState(id: string): Promise<MeetingState | undefined> {
      const row = await repo.findStateById(id);
      return row && publicationOf(row, clock.now()) === 'published' ? row : undefined;
    },

    async list(viewer: Viewer): Promise<MeetingCard[]> {
      const now = clock.now();
      return (await repo.listMeetings({ now: now.toISOString(), drafts: previews(viewer) }))
        .map((row) => toCard(row, now))
        .sort(byAgenda);
    },

    /**
     * The meeting for its member pages as JSON text: the part that is the same for every member at this
     * instant, kept (`sharedDetail`), then the member's own (`inscribed`, `certificate`, `attendance`),
     * the server's clock and, for the live page, its chat (the forum's first page as the member reads it). Decision 0118: a crowd arriving at a live meeting asks for it hundreds of
     * times a second, and only those four fields differ from one member to the next.
     */
    async detail(
      slug: string,
      viewer: { id: string; role: 'member' | 'coach' | 'staff' },
      /**
       * From the live page: the forum's first page too, as `chat` (decision 0134), so that the page's chat
       * draws with the meeting instead of a request later.
       */
      withChat = false,
    ): Promise<string> {
      const row = await meetingOr404(slug, viewer);
      const now = clock.now();
      const shared = sharedDetail(row, now);
      const inscribed = await repo.isInscribed(row.id, viewer.id);
      const a = await attendanceOf(row, viewer.id);
      // docs/product/meetings.md#attendance: recorded attendance, not the inscription, earns it.
      const certificate = a.attended !== null && shared.postEvent;
      const attendance: AttendanceStatus = {
        live_minutes: a.live_minutes,
        replay_minutes: a.replay_minutes,
        required_minutes: a.required_minutes,
        attended: a.attended,
      };
      const chat = withChat ? `,"chat":${JSON.stringify(await postsPage({ id: row.id }, 1, viewer))}` : '';
      return `${shared.text},"inscribed":${inscribed},"certificate":${certificate},"attendance":${JSON.stringify(attendance)},"server_time":"${now.toISOString()}"${chat}}`;
    },

    async calendar(slug: string, viewer: Viewer): Promise<string> {
      const row = await meetingOr404(slug, viewer);
      return buildMeetingIcs({ ...calendarEvent(row), now: clock.now() });
    },

    /**
     * Changes a meeting (for the back office to come): the repository stamps `updated_at` and adds 1
     * to `revision`, so calendars that imported the event update it on the next download.
     */
    async update(slug: string, changes: MeetingChanges): Promise<void> {
      const row = await meetingOr404(slug, { role: 'staff' });
      await repo.updateMeeting(row.id, changes, clock.now().toISOString());
    },

    async speakers(slug: string, viewer: Viewer): Promise<Speaker[]> {
      return [speakerOf(await meetingOr404(slug, viewer))];
    },

    async inscribe(slug: string, viewer: { id: string; role: 'member' | 'coach' | 'staff' }) {
      const userId = viewer.id;
      const row = await meetingOr404(slug, viewer);
      mustBeActive(row, registrationNotOpenMessage(registrationOpensAt(row), row.time_zone));
      const isNew = await repo.addInscription(row.id, userId, clock.now().toISOString());
      await deps.onInscribed?.(row.id, userId, isNew);
      return { status: true as const, inscribed: true as const };
    },

    /** The member takes the registration back before the meeting ends; twice changes nothing. */
    async cancelInscription(slug: string, viewer: { id: string; role: 'member' | 'coach' | 'staff' }) {
      const row = await meetingOr404(slug, viewer);
      if (clockStateOf(row, clock.now()).post_event)
        throw new AppError('CONFLICT', INSCRIPTION_CANCEL_CLOSED);
      await repo.removeInscription(row.id, viewer.id);
      await deps.onInscriptionCancelled?.(row.id, viewer.id);
      return { status: true as const, inscribed: false as const };
    },

    async posts(
      slug: string,
      page: number,
      viewer: { id: string; role: 'member' | 'coach' | 'staff' },
    ): Promise<MeetingPostsPage> {
      return postsPage({ slug }, page, viewer);
    },

    async addPost(
      slug: string,
      viewer: { id: string; role: 'member' | 'coach' | 'staff' },
      post: string,
      submissionKey?: string,
    ): Promise<MeetingPostsPage> {
      const userId = viewer.id;
      const row = await meetingOr404(slug, viewer);
      if (row.posts_hidden === 1) throw new AppError('FORBIDDEN', 'El foro de este encuentro está cerrado.');
      mustBeActive(row, POSTS_NOT_OPEN);
      // A member's comment with a watched word waits for review (docs/decisions/0084-watched-words.md).
      const held = viewer.role === 'member' && (await deps.heldFor?.(post)) ? HELD_NOTE : null;
      const saved = await repo.insertPost({
        parentId: row.id,
        userId,
        text: post,
        now: clock.now().toISOString(),
        submissionKey,
        held,
      });
      // A repeated submission wrote nothing: its answer is the first page as it stands now.
      if (!('repeatOf' in saved) && !held) await deps.onPosted?.(row.id, saved.id);
      // The first page as it stands now (a repeated submission wrote nothing).
      return postsPage({ id: row.id }, 1, viewer);
    },

    async addQuestion(
      slug: string,
      viewer: { id: string; role: 'member' | 'coach' | 'staff' },
      question: string,
      submissionKey?: string,
    ) {
      const userId = viewer.id;
      const row = await meetingOr404(slug, viewer);
      mustBeActive(row, QUESTIONS_NOT_OPEN);
      await repo.insertQuestion(row.id, userId, question, clock.now().toISOString(), submissionKey);
      // Not waited for: the console hears of it within a turn of the event loop, one event for all the
      // questions asked in that turn (features/live/live.bus.ts), and the member's answer does not depend on it.
      void deps.onAsked?.(row.id);
      return { status: true as const };
    },

    async contact(
      meetingSlug: string,
      viewer: { id: string; role: 'member' | 'coach' | 'staff' },
      msg: string,
      kind: 'message' | 'viewing' = 'message',
    ) {
      const userId = viewer.id;
      const row = await repo.findBySlug(meetingSlug);
      if (!row || (!previews(viewer) && publicationOf(row, clock.now()) !== 'published'))
        throw AppError.validation({ meetingSelect: 'Este campo es obligatorio' });
      await repo.insertContact(row.id, userId, msg, clock.now().toISOString(), kind);
      return { status: true as const };
    },

    async axes(): Promise<AxisCard[]> {
      return (await repo.listAxes(clock.now().toISOString())).map((a) => ({
        id: a.id,
        slug: a.slug,
        claim: a.claim,
        title: a.title,
        excerpt: a.excerpt,
        date: meetingDisplayTime(new Date(a.starts_at), PUBLISHER_TIME_ZONE).date,
        active: a.active === 1,
        video_inner: a.video_inner,
        speakers: [{ speaker: a.speaker, speaker_job: a.speaker_job, speaker_country: a.speaker_country }],
      }));
    },
  };
}
export type MeetingsService = ReturnType<typeof createMeetingsService>;
