/**
 * The forum's limits, words and quote markup, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
export const REPLY_REQUIRED = 'Debes escribir tu mensaje';
export const THREAD_POSTS_PER_PAGE = 10;
export const MAX_POST = 4000;
/** docs/product/forum.md#closed-threads */
export const THREAD_CLOSED = 'Esta conversación está cerrada: puedes leerla, pero ya no admite respuestas.';
/**
 * A member edits their own post (docs/decisions/0048-forum-edits-activity-reads.md): the same text
 * rules as a reply, for EDIT_WINDOW_MINUTES after writing it and while nobody else has replied.
 */
export const EDIT_WINDOW_MINUTES = 15;
export const NOT_YOUR_POST = 'Solo puedes editar tus propios mensajes.';
export const EDIT_WINDOW_OVER = `Ya no puedes editar este mensaje: pasaron más de ${EDIT_WINDOW_MINUTES} minutos o alguien ya respondió después.`;
export const HIDDEN_NOT_EDITABLE = 'Este mensaje fue ocultado por la moderación: ya no puedes editarlo.';
/**
 * The author deletes their own post under the same rule as an edit (the window above, not after
 * someone else replied, not hidden, not in a closed thread): it goes the way moderation deletes.
 */
export const NOT_YOUR_POST_DELETE = 'Solo puedes eliminar tus propios mensajes.';
export const DELETE_WINDOW_OVER = `Ya no puedes eliminar este mensaje: pasaron más de ${EDIT_WINDOW_MINUTES} minutos o alguien ya respondió después.`;
export const HIDDEN_NOT_DELETABLE = 'Este mensaje fue ocultado por la moderación: ya no puedes eliminarlo.';
/** The reason kept with a post its author deleted (the audit entry and the post's row). */
export const OWN_DELETE_REASON = 'Eliminado por su autor/a.';
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
