import { z } from 'zod';

export const REPLY_REQUIRED = 'Debes escribir tu mensaje';
export const THREAD_POSTS_PER_PAGE = 10;
export const MAX_POST = 4000;
/** docs/product/forum.md#closed-threads */
export const THREAD_CLOSED = 'Esta conversación está cerrada: puedes leerla, pero ya no admite respuestas.';

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
});
export type ThreadItem = z.infer<typeof threadItemSchema>;

export const threadListSchema = z.object({
  threads: z.array(threadItemSchema),
  axisTitle: z.string(),
  /** Only for staff, on a route members cannot see yet (docs/product/admin.md#drafts-and-publication). */
  preview: z.literal(true).optional(),
});
export type ThreadList = z.infer<typeof threadListSchema>;

/** Thread posts (docs/product/forum.md#thread-dates): `creation_date` is `YYYY-MM-DD HH:mm:ss` in UTC. */
export const threadPostItemSchema = z.object({
  id: z.string(),
  post: z.string(),
  creation_date: z.string(),
  user: z.object({ name: z.string(), coach: z.boolean(), image: z.string() }),
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
  }),
  axisTitle: z.string(),
  threadTitle: z.string(),
  posts: z.array(threadPostItemSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  /** Only for staff, on a route members cannot see yet (docs/product/admin.md#drafts-and-publication). */
  preview: z.literal(true).optional(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

/** The quote markup a "Citar" inserts; parsed back into a quote box when shown. */
export const quoteMarkup = (name: string, text: string) =>
  `[quote=${name.replace(/[[\]]/g, '')}]${text.replace(/\[\/?quote[^\]]*\]/g, '').trim()}[/quote]\n`;

export type PostPart = { kind: 'text'; text: string } | { kind: 'quote'; name: string; text: string };

/** Splits a post into text and quotes. Everything stays text: nothing here is ever HTML. */
export function parsePost(post: string): PostPart[] {
  const parts: PostPart[] = [];
  const re = /\[quote=([^\]]{1,120})\]([\s\S]*?)\[\/quote\]/g;
  let last = 0;
  for (const match of post.matchAll(re)) {
    const before = post.slice(last, match.index).trim();
    if (before) parts.push({ kind: 'text', text: before });
    parts.push({ kind: 'quote', name: match[1]!.trim(), text: match[2]!.trim() });
    last = match.index + match[0].length;
  }
  const rest = post.slice(last).trim();
  if (rest) parts.push({ kind: 'text', text: rest });
  return parts;
}
