import { z } from '../validation/zod-config.ts';

/**
 * Live updates over Server-Sent Events (docs/decisions/0044-live-updates.md). Every event names what
 * changed and, in `data`, the id of the thing; the page reads the content again through its API.
 */
export const liveEventKinds = {
  /** A new comment or reply. */
  posts: 'posts',
  /** A post hidden or deleted by a moderator: it disappears. */
  postHidden: 'post-hidden',
  /** A hidden post shown again. */
  postRestored: 'post-restored',
  /** The meeting changed (published, live, replay): read it again. */
  state: 'state',
  /** A question was asked or changed (the host's console). */
  questions: 'questions',
  /** The approved questions of a meeting shown to everyone changed (approval, votes, answering). */
  sharedQuestions: 'shared-questions',
  /** One of the member's own questions changed (sent only to that member). */
  myQuestions: 'my-questions',
  /** A poll of the meeting opened, closed or got votes (votes coalesced to about one a second). */
  polls: 'polls',
  /** Events were missed beyond what the server keeps: read everything again. */
  reset: 'reset',
  /** The number of members watching the live meeting now (sent without an id: not replayed). */
  viewers: 'viewers',
} as const;
export type LiveEventKind = (typeof liveEventKinds)[keyof typeof liveEventKinds];

/** What `data` holds: the changed thing's id, or the viewer count. */
export const liveEventDataSchema = z.object({
  subject: z.string().nullable().optional(),
  count: z.number().int().optional(),
});
export type LiveEventData = z.infer<typeof liveEventDataSchema>;

/** Members with a live heartbeat in this many minutes are counted as connected. */
export const VIEWER_WINDOW_MINUTES = 2;

export { liveStreamPaths as livePaths } from '../routes/paths.ts';

/** "N docentes conectados" (one: "1 docente conectado"). */
export const viewersLabel = (count: number) =>
  count === 1 ? '1 docente conectado' : `${count.toLocaleString('es')} docentes conectados`;

/** "N comentarios nuevos" (one: "1 comentario nuevo"). */
export const newPostsLabel = (count: number) =>
  count === 1 ? '1 comentario nuevo' : `${count} comentarios nuevos`;
