/**
 * The polls' states, limits, words and sums, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
/**
 * Polls of a live meeting (issue 33 §3, docs/decisions/0061-polls.md): the host and staff
 * prepare them (a question and 2–6 options), open and close them from the host's console; a member
 * votes with one tap, once, and may change the vote while the poll is open.
 */
export const pollStates = ['draft', 'open', 'closed'] as const;

export type PollState = (typeof pollStates)[number];

export const POLL_MIN_OPTIONS = 2;

export const POLL_MAX_OPTIONS = 6;

export const POLL_QUESTION_MAX = 300;

export const POLL_OPTION_MAX = 120;

export const pollTexts = {
  questionRequired: 'Escribe la pregunta de la encuesta.',
  questionTooLong: `La pregunta admite hasta ${POLL_QUESTION_MAX} caracteres.`,
  optionRequired: 'Escribe el texto de la opción.',
  optionTooLong: `Cada opción admite hasta ${POLL_OPTION_MAX} caracteres.`,
  optionsCount: `Una encuesta tiene entre ${POLL_MIN_OPTIONS} y ${POLL_MAX_OPTIONS} opciones.`,
  optionsRepeated: 'Hay dos opciones iguales: cada opción debe ser distinta.',
  optionUnknown: 'Elige una de las opciones de la encuesta.',
  empty: 'Todavía no hay encuestas.',
} as const;

/** The results as shown: each option's share of the votes, in whole percents. */
export const pollTotal = (options: ReadonlyArray<{ votes?: number | undefined }>) =>
  options.reduce((sum, o) => sum + (o.votes ?? 0), 0);

export const pollPercent = (votes: number, total: number) =>
  total === 0 ? 0 : Math.round((votes * 100) / total);

/** "12 votos" (one: "1 voto"). */
export const pollVotesLabel = (votes: number) =>
  votes === 1 ? '1 voto' : `${votes.toLocaleString('es')} votos`;

export const pollStateLabels: Record<PollState, string> = {
  draft: 'Borrador',
  open: 'Abierta',
  closed: 'Cerrada',
};
