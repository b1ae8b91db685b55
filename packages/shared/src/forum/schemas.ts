import { z } from '../validation/zod-config.ts';
import { postModerationSchema } from '../moderation/schemas.ts';
import { MAX_POST, REPLY_REQUIRED } from './constants.ts';

export * from './constants.ts';

export const threadParams = z.object({
  slug: z.string().min(1).max(160),
  slugThread: z.string().min(1).max(160),
});
export const threadPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** POST axis/threads/post: `id` is the thread, `postContent` plain text with the quote markup. */
export const threadPostSchema = z.object({
  id: z.string().min(1).max(64),
  postContent: z
    .string({ message: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(MAX_POST, `Máximo ${MAX_POST} caracteres`),
});
export type ThreadPostInput = z.infer<typeof threadPostSchema>;

/**
 * A member edits their own post (docs/decisions/0048-forum-edits-activity-reads.md): the same text
 * rules as a reply, for EDIT_WINDOW_MINUTES (constants.ts) after writing it and while nobody else has replied.
 */
export const threadPostEditSchema = threadPostSchema.pick({ postContent: true });
export type ThreadPostEditInput = z.infer<typeof threadPostEditSchema>;
export const postIdParams = z.object({ postId: z.string().min(1).max(64) });
/** POST axis/threads/{id}/read: the member has read the thread up to visible post `seq`. */
export const threadReadSchema = z.object({ seq: z.number().int().min(0).max(10_000_000) });
const coach = z.object({ image: z.string(), name: z.string() });

/** A thread of the list (docs/product/forum.md#thread-list). */
export const threadItemSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  coach: coach.nullable(),
  numResponses: z.number().int(),
  lastResponseDate: z.string().nullable(),
  closed: z.boolean(),
  /** Pinned by a coach or staff: listed first (docs/decisions/0038-moderation.md). */
  pinned: z.boolean().optional(),
});
export type ThreadItem = z.infer<typeof threadItemSchema>;

export const threadListSchema = z.object({
  threads: z.array(threadItemSchema),
  axisTitle: z.string(),
  /** Only for staff, on a route members cannot see yet (docs/product/admin.md#drafts-and-publication). */
  preview: z.literal(true).optional(),
  /** The viewer coaches this route (or is staff): opens, pins and closes threads, moderates posts. */
  canModerate: z.boolean().optional(),
});
export type ThreadList = z.infer<typeof threadListSchema>;

/** Thread posts (docs/product/forum.md#thread-dates): `creation_date` is `YYYY-MM-DD HH:mm:ss` in UTC. */
export const threadPostItemSchema = z.object({
  id: z.string(),
  post: z.string(),
  creation_date: z.string(),
  user: z.object({ name: z.string(), coach: z.boolean(), image: z.string() }),
  /** Written by the viewer (no "Reportar" on one's own posts). */
  own: z.boolean().optional(),
  /** The viewer already reported it. */
  reported: z.boolean().optional(),
  /** Its author changed it after writing it ("editado"). */
  edited: z.boolean().optional(),
  /**
   * The viewer may still edit or delete it (their own, visible, within the window, nobody replied
   * after it, the thread open).
   */
  editable: z.boolean().optional(),
  /** Written after the viewer's last visit to the thread ("nuevo desde tu última visita"). */
  new: z.boolean().optional(),
  /**
   * For moderators, the post's state and open reports; for the author of a hidden post, the note
   * shown in its place (its text is then empty). Absent on a visible post for everyone else.
   */
  moderation: postModerationSchema.optional(),
});
export type ThreadPostItem = z.infer<typeof threadPostItemSchema>;

export const threadPageSchema = z.object({
  thread: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    coach: coach.nullable(),
    /** Closed by staff: readable, no new posts (docs/product/forum.md#closed-threads). */
    closed: z.boolean(),
    pinned: z.boolean().optional(),
  }),
  axisTitle: z.string(),
  threadTitle: z.string(),
  posts: z.array(threadPostItemSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** After a reply: the id of the post it wrote (or, for a repeated submission, wrote the first time). */
  posted: z.string().optional(),
  /** Only for staff, on a route members cannot see yet (docs/product/admin.md#drafts-and-publication). */
  preview: z.literal(true).optional(),
  canModerate: z.boolean().optional(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;
