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

/**
 * `users.search_text` of an account: name, surnames, e-mail, school and role label, normalised, every word
 * after a space (the first one too), so " jo" finds a word that starts with "jo" through a trigram index.
 */
export const memberSearchText = (m: SearchableMember): string =>
  ` ${normalizeSearch([m.name, m.lastname, m.lastname2, m.email, m.school, m.rol].filter(Boolean).join(' '))}`;

/**
 * What a typed word must be part of: a word of three letters or more anywhere ("rosa.q" in an e-mail), a
 * shorter one at the start of a word ("jo" finds "José", not "Tejo"), which also makes it three characters
 * long for the trigram indexes (" jo").
 */
export const needleOf = (word: string): string => (word.length >= 3 ? word : ` ${word}`);

/** The words of a query, normalised, each once; a word that is part of another is dropped (it adds nothing). */
export function searchWords(query: string | undefined): string[] {
  const words = [
    ...new Set(
      normalizeSearch(query ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ];
  return words.filter((w) => !words.some((other) => other !== w && other.includes(w)));
}
