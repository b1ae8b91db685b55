/**
 * The text the members' search reads (decision 0074): one form for what is stored and what is typed,
 * so "rosa" finds "Rosá" and "quispe" finds "QUISPE". Lower-case, accents and other combining marks
 * removed ("ñ" becomes "n"), runs of spaces made one. Written here once: the migration that fills
 * `users.search_text`, every write of a member's name, e-mail, school or role, and the search itself
 * all call it.
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The parts of an account the search finds it by. */
export interface SearchableMember {
  name: string;
  lastname: string;
  lastname2?: string | null;
  email: string;
  school?: string | null;
  /** The member's role label, "DOCENTE", "DIRECTOR / RECTOR"… */
  rol?: string | null;
}

/** `users.search_text` of an account: name, surnames, e-mail, school and role label, normalised. */
export const memberSearchText = (m: SearchableMember): string =>
  normalizeSearch([m.name, m.lastname, m.lastname2, m.email, m.school, m.rol].filter(Boolean).join(' '));

/** The words of a query, normalised, each once; a word that is part of another is dropped (it adds nothing). */
export function searchWords(query: string | undefined): string[] {
  const words = [...new Set(normalizeSearch(query ?? '').split(' ').filter(Boolean))];
  return words.filter((w) => !words.some((other) => other !== w && other.includes(w)));
}
