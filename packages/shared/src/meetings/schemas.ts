import { z } from '../validation/zod-config.ts';
import { attendanceStatusSchema } from '../attendance/schemas.ts';
import { postModerationSchema } from '../moderation/schemas.ts';

export const REQUIRED = 'Este campo es obligatorio';
export const QUESTION_REQUIRED = 'Debes introducir tu pregunta';
export const COMMENT_REQUIRED = 'Debes introducir tu comentario';
export const POSTS_PER_PAGE = 10;
export const MAX_TEXT = 2000;

const TOO_LONG = `Máximo ${MAX_TEXT} caracteres`;

/**
 * POST meeting/{slug}/question (docs/product/meetings.md#meeting-questions: non-empty, 'Debes introducir tu
 * pregunta').
 */
export const meetingQuestionSchema = z.object({
  question: z.string({ message: QUESTION_REQUIRED }).trim().min(1, QUESTION_REQUIRED).max(MAX_TEXT, TOO_LONG),
  token: z.string().max(200).optional(),
});
export type MeetingQuestionInput = z.infer<typeof meetingQuestionSchema>;

/**
 * POST meeting/{slug}/post (docs/product/meetings.md#meeting-forum: non-empty, 'Debes introducir tu
 * comentario').
 */
export const meetingPostSchema = z.object({
  post: z.string({ message: COMMENT_REQUIRED }).trim().min(1, COMMENT_REQUIRED).max(MAX_TEXT, TOO_LONG),
  token: z.string().max(200).optional(),
});
export type MeetingPostInput = z.infer<typeof meetingPostSchema>;

/**
 * POST meeting/contact (docs/product/meetings.md#meeting-contact-form: a meeting selected and a message, both
 * 'Este campo es obligatorio').
 */
export const meetingContactSchema = z.object({
  meetingSelect: z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(160),
  msg: z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(MAX_TEXT, TOO_LONG),
  /** 'viewing': the live page's "¿Tienes problemas para ver el encuentro?" form; a plain message otherwise. */
  kind: z.enum(['message', 'viewing']).optional(),
  token: z.string().max(200).optional(),
});
export type MeetingContactInput = z.infer<typeof meetingContactSchema>;

export const slugParams = z.object({ slug: z.string().min(1).max(160) });
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

const objective = z.object({ img: z.string(), title: z.string(), excerpt: z.string() });
const recommendation = z.object({ title: z.string(), excerpt: z.string(), url: z.string(), img: z.string() });

/** docs/product/meetings.md#speaker-and-host: a speaker, with the host under the `driver_` prefix. */
export const speakerSchema = z.object({
  speaker: z.string(),
  speaker_country: z.string(),
  speaker_job: z.string(),
  speaker_image: z.string(),
  speaker_claim: z.string(),
  speaker_excerpt: z.string(),
  speaker_name_meeting_page: z.string(),
  speaker_ln: z.string(),
  speaker_fb: z.string(),
  speaker_tw: z.string(),
  speaker_yt: z.string(),
  /** 'f' or 'm': "la ponente" / "el ponente". */
  speaker_gender: z.enum(['f', 'm']),
  driver: z.string(),
  driver_job: z.string(),
  driver_country: z.string(),
  driver_doc: z.string(),
  driver_doc_text: z.string(),
  driver_claim: z.string(),
  driver_ln: z.string(),
  driver_fb: z.string(),
  driver_tw: z.string(),
  driver_yt: z.string(),
  driver_gender: z.enum(['f', 'm']),
});
export type Speaker = z.infer<typeof speakerSchema>;

export const scheduleRowSchema = z.object({
  country: z.string(),
  time_zone: z.string(),
  date: z.string(),
  hour: z.string(),
  zone: z.string(),
});

/** A meeting as the cards, the info modal and the homes need it (GET meetings). */
export const meetingCardSchema = z.object({
  /** Present (true) only for staff looking at a meeting members do not see yet: "Vista previa". */
  preview: z.boolean().optional(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  topic: z.string(),
  date: z.string(),
  hour: z.string(),
  hour_formated: z.string(),
  time_zone: z.string(),
  /**
   * The meeting's own IANA zone (`America/Bogota`): `date`, `hour` and `time_zone` are in it. The
   * browser shows each person the hour in their own zone from `starts_at` (decision 0046).
   */
  iana_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  timing: z.enum(['before', 'meeting_day', 'post_event']),
  active: z.boolean(),
  post_event: z.boolean(),
  past: z.boolean(),
  meeting_day: z.boolean(),
  countdown: z.boolean(),
  /** When the meeting's day begins in its zone: the countdown ends and the meeting day starts. */
  meeting_day_starts_at: z.string(),
  img: z.string(),
  bg_more_info: z.string(),
  bg_more_info_t: z.string(),
  bg_more_info_m: z.string(),
  video_inner: z.string(),
  schedule: z.array(scheduleRowSchema),
  speakers: z.array(speakerSchema),
});
export type MeetingCard = z.infer<typeof meetingCardSchema>;

/** The whole meeting for its member pages (GET meeting/{slug}), with the server's clock. */
export const meetingDetailSchema = meetingCardSchema.extend({
  img_inner: z.string(),
  img_inner_t: z.string(),
  img_inner_m: z.string(),
  iframe_event: z.string(),
  iframe_chat: z.string(),
  iframe_post_event: z.string(),
  reason: z.string(),
  objectives: z.array(objective),
  doc: z.string(),
  summ: z.string(),
  presentation: z.string(),
  podcast: z.string(),
  recommendations: z.array(recommendation),
  cta_text: z.string(),
  inscribed: z.boolean(),
  /**
   * While the meeting is not active: when registration opens (ISO instant), or null when staff keep
   * it closed with no date. Null once it is active.
   */
  registration_opens_at: z.string().nullable(),
  /** Post-event and the member attended (live or the replay): the certificate may be downloaded. */
  certificate: z.boolean(),
  /** The member's recorded attendance (docs/product/meetings.md#attendance). */
  attendance: attendanceStatusSchema,
  /** The .ics download and the "add to calendar" links of the inscription modal. */
  calendar: z.object({ ics: z.string(), google: z.string(), outlook: z.string() }),
  server_time: z.string(),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

/** A post of the meeting forum (docs/product/meetings.md#meeting-forum). */
export const meetingForumPostSchema = z.object({
  id: z.string(),
  user: z.object({ name: z.string(), country: z.string(), city: z.string() }),
  creation_date: z.string(),
  post: z.string(),
  /** Written by the viewer (no "Reportar" on one's own comments). */
  own: z.boolean().optional(),
  /** The viewer already reported it. */
  reported: z.boolean().optional(),
  /**
   * For staff, the comment's state and open reports; for the author of a hidden comment, the note
   * shown in its place (its text is then empty) (docs/decisions/0038-moderation.md).
   */
  moderation: postModerationSchema.optional(),
});
export type MeetingForumPost = z.infer<typeof meetingForumPostSchema>;

/**
 * GET meeting/{slug}/posts: 10 a page, newest first (docs/product/meetings.md#meeting-forum, with paging
 * fields).
 */
export const meetingPostsPageSchema = z.object({
  posts: z.array(meetingForumPostSchema),
  speaker: z.object({ speaker: z.string(), speaker_image: z.string(), speaker_job: z.string() }),
  eventPast: z.boolean(),
  hidde_posts: z.boolean(),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** Staff only: meeting forums are moderated by the publisher's team, never by coaches. */
  canModerate: z.boolean().optional(),
});
export type MeetingPostsPage = z.infer<typeof meetingPostsPageSchema>;

/**
 * The query of GET meeting/{slug}: `chat=1` from the meeting's live page, whose chat shows the forum's
 * newest comments at once (docs/decisions/0134-the-live-pages-meeting-carries-its-chat.md).
 */
export const meetingDetailQuery = z.object({
  chat: z
    .literal('1', { message: 'El valor de «chat» solo puede ser 1.' })
    .optional()
    .describe(
      "Sent by the meeting's live page: the answer carries `chat`, the first page of the meeting's forum as GET meeting/{slug}/posts?page=1 answers it.",
    ),
});

/** GET meeting/{slug}?chat=1: the meeting with its forum's first page, the live page's chat, in one answer. */
export const meetingWithChatSchema = meetingDetailSchema.extend({ chat: meetingPostsPageSchema.optional() });
export type MeetingWithChat = MeetingDetail & { chat: MeetingPostsPage };

export const statusSchema = z.object({ status: z.literal(true) });
export const inscriptionSchema = z.object({ status: z.literal(true), inscribed: z.literal(true) });
/** POST meeting/{slug}/inscription/cancel: the member is no longer registered (cancelling twice is fine). */
export const inscriptionCancelledSchema = z.object({ status: z.literal(true), inscribed: z.literal(false) });
/** Refused cancellation: after the meeting its registrations are part of its record. */
export const INSCRIPTION_CANCEL_CLOSED = 'El encuentro ya terminó: su inscripción no se puede cancelar.';

/** GET axis (2022 home). */
export const axisCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  claim: z.string(),
  title: z.string(),
  excerpt: z.string(),
  date: z.string(),
  active: z.boolean(),
  video_inner: z.string(),
  speakers: z.array(z.object({ speaker: z.string(), speaker_job: z.string(), speaker_country: z.string() })),
});
export type AxisCard = z.infer<typeof axisCardSchema>;

/** GET items-home: the home items belong to the content feature now. */
export { homeItemSchema, type HomeItem } from '../content/schemas.ts';
