/**
 * The one HTML policy for text written by staff or members (ARCHITECTURE "HTML from staff or
 * members"): the server applies it when saving and when serving, the browser again when rendering.
 */
export const allowedTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
  'a',
] as const;

export const allowedAttributes: Record<string, string[]> = { a: ['href', 'title'] };

/** Links may only be web or mail addresses, or paths of the portal. */
export const allowedSchemes = ['https', 'http', 'mailto'] as const;
