import { z } from '../validation/zod-config.ts';
import { MAX_REASON, postKinds, postStates, REASON_REQUIRED, THREAD_TITLE_REQUIRED } from './constants.ts';

export * from './constants.ts';

/**
 * Moderation of the forums (docs/decisions/0038-moderation.md): coaches in the routes they coach and
 * staff everywhere hide, restore and delete posts with a reason; members report posts once each; the
 * reports form a queue in the back office.
 */

const reason = z
  .string({ message: REASON_REQUIRED })
  .trim()
  .min(3, REASON_REQUIRED)
  .max(MAX_REASON, `Máximo ${MAX_REASON} caracteres`);

export const postParams = z.object({
  kind: z.enum(postKinds),
  postId: z.string().min(1).max(64),
});
export const moderationReasonSchema = z.object({ reason });
export type ModerationReasonInput = z.infer<typeof moderationReasonSchema>;
export const reportSchema = z.object({ reason });
export type ReportInput = z.infer<typeof reportSchema>;

export const postStateSchema = z.object({ state: z.enum(postStates) });

/** What a moderator (or the author of a hidden post) reads about a post beside its text. */
export const postModerationSchema = z.object({
  state: z.enum(postStates),
  reason: z.string().nullable(),
  /** Open reports of the post (moderators only; 0 for its author). */
  reports: z.number().int(),
});
export type PostModeration = z.infer<typeof postModerationSchema>;

export const newThreadSchema = z.object({
  title: z
    .string({ message: THREAD_TITLE_REQUIRED })
    .trim()
    .min(3, THREAD_TITLE_REQUIRED)
    .max(160, 'Máximo 160 caracteres'),
  postContent: z
    .string({ message: 'Escribe el primer mensaje' })
    .trim()
    .min(1, 'Escribe el primer mensaje')
    .max(4000, 'Máximo 4000 caracteres'),
});
export type NewThreadInput = z.infer<typeof newThreadSchema>;
export const threadIdParams = z.object({ threadId: z.string().min(1).max(64) });
export const threadPinSchema = z.object({ pinned: z.boolean() });
export const threadCloseSchema = z.object({ closed: z.boolean() });
export const threadStateAnswer = z.object({ pinned: z.boolean(), closed: z.boolean() });
export type ThreadStateAnswer = z.infer<typeof threadStateAnswer>;
export const newThreadAnswer = z.object({ id: z.string(), slug: z.string(), path: z.string() });
export type NewThreadAnswer = z.infer<typeof newThreadAnswer>;

/** The reports queue (back office for staff; the coach's own routes on the member pages). */
export const reportStatuses = ['open', 'resolved'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportListQuery = z.object({
  status: z.enum(reportStatuses).default('open'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ReportListQuery = z.input<typeof reportListQuery>;
export const reportResolutions = ['hidden', 'deleted', 'dismissed'] as const;
export type ReportResolution = (typeof reportResolutions)[number];
export const reportResolutionLabels: Record<ReportResolution, string> = {
  hidden: 'Mensaje ocultado',
  deleted: 'Mensaje eliminado',
  dismissed: 'Descartado',
};
/** A deletion can be undone for this long (docs/decisions/0075-written-answers-and-forgiving-moderation.md). */
export const UNDO_DELETE_MINUTES = 10;

export const reportRowSchema = z.object({
  id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.string(),
  resolution: z.enum(reportResolutions).nullable(),
  resolvedAt: z.string().nullable(),
  post: z.object({
    kind: z.enum(postKinds),
    id: z.string(),
    text: z.string(),
    author: z.string(),
    createdAt: z.string(),
    state: z.enum(postStates),
    /** Where the post is: the route and thread, or the meeting. */
    place: z.string(),
    /** The member page that shows it. */
    path: z.string(),
  }),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportPageSchema = z.object({
  reports: z.array(reportRowSchema),
  nextCursor: z.string().optional(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;
export const reportIdParams = z.object({ reportId: z.string().min(1).max(64) });
export const moderationCountsSchema = z.object({
  reports: z.number().int(),
  /** Posts held for review by a watched word (docs/decisions/0084-watched-words.md). */
  held: z.number().int(),
});
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;
