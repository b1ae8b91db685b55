/**
 * The live stream's names and words that need no zod: the first screen of a member page imports them from
 * here without loading the validation library (docs/decisions/0072-a-member-pages-first-screen.md);
 * `schemas.ts` re-exports them.
 */
/*
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
  /**
   * A poll of the meeting opened (sent with `polls`): the live room marks "Encuestas" for a member on
   * another tab (docs/decisions/0128-a-poll-that-opens-marks-its-tab.md).
   */
  pollOpened: 'poll-opened',
  /** Events were missed beyond what the server keeps: read everything again. */
  reset: 'reset',
  /** The number of members watching the live meeting now (sent without an id: not replayed). */
  viewers: 'viewers',
  /**
   * A meeting's running reaction totals per kind (sent without an id, at most one every 500 ms:
   * docs/decisions/0062-reactions.md).
   */
  reactions: 'reactions',
  /**
   * The member's attendance of the meeting now counts (sent only to that member's live page, without an
   * id): the page reads the meeting again, and its certificate appears
   * (docs/decisions/0133-attendance-counted-from-the-live-stream.md).
   */
  attendance: 'attendance',
} as const;
export type LiveEventKind = (typeof liveEventKinds)[keyof typeof liveEventKinds];

/** Members whose live page counted a minute of attendance in this many minutes are counted as connected. */
export const VIEWER_WINDOW_MINUTES = 2;

export { liveStreamPaths as livePaths } from '../routes/paths.ts';

/** "N docentes conectados" (one: "1 docente conectado"). */
export const viewersLabel = (count: number) =>
  count === 1 ? '1 docente conectado' : `${count.toLocaleString('es')} docentes conectados`;

/** "N comentarios nuevos" (one: "1 comentario nuevo"). */
export const newPostsLabel = (count: number) =>
  count === 1 ? '1 comentario nuevo' : `${count} comentarios nuevos`;

/** The live room's chat: "N mensajes nuevos" (one: "1 mensaje nuevo"). */
export const newMessagesLabel = (count: number) =>
  count === 1 ? '1 mensaje nuevo' : `${count} mensajes nuevos`;

/**
 * The query parameter that carries the last event id a page saw when it opens a new stream
 * (docs/decisions/0064-live-streams-that-never-go-stale.md): a new EventSource cannot send the
 * Last-Event-ID header, which the browser only sends on its own reconnects.
 */
export const LAST_EVENT_ID_PARAM = 'lastEventId';
