/**
 * Moderation's kinds, states and words, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
/** A route thread's post or a meeting forum's comment. */
export const postKinds = ['thread', 'meeting'] as const;
export type PostKind = (typeof postKinds)[number];

export const REASON_REQUIRED = 'Indica el motivo';
export const MAX_REASON = 500;
export const ALREADY_REPORTED = 'Ya reportaste este mensaje: el equipo lo revisará.';
export const HIDDEN_NOTE = 'Tu mensaje fue ocultado por la moderación.';
/** What the author of a post held for review (a watched word) reads beside it; staff see it as the reason. */
export const HELD_NOTE = 'Tu mensaje está pendiente de revisión: lo publicaremos cuando el equipo lo revise.';
export const POST_DELETED = 'Este mensaje fue eliminado.';
export const postStates = ['visible', 'hidden', 'deleted'] as const;
export type PostState = (typeof postStates)[number];
export const postStateLabels: Record<PostState, string> = {
  visible: 'Visible',
  hidden: 'Oculto',
  deleted: 'Eliminado',
};
/** Coaches (and staff) on the route's thread list. */
export const THREAD_TITLE_REQUIRED = 'Escribe el título de la conversación';
