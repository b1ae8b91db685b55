import { z } from '../validation/zod-config.ts';

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

const pollText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A new poll: the same schema checks the console's form and the server's request. */
export const pollInputSchema = z.object({
  question: pollText(pollTexts.questionRequired, POLL_QUESTION_MAX, pollTexts.questionTooLong),
  options: z
    .array(pollText(pollTexts.optionRequired, POLL_OPTION_MAX, pollTexts.optionTooLong), {
      error: pollTexts.optionsCount,
    })
    .min(POLL_MIN_OPTIONS, pollTexts.optionsCount)
    .max(POLL_MAX_OPTIONS, pollTexts.optionsCount)
    .refine(
      (options) => new Set(options.map((o) => o.toLocaleLowerCase('es'))).size === options.length,
      pollTexts.optionsRepeated,
    ),
});
export type PollInput = z.infer<typeof pollInputSchema>;

export const pollOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Present only where the reader may see the results (voted on an open poll, or the poll closed). */
  votes: z.number().int().optional(),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

/** One poll as a member reads it (`GET /api/meeting/{slug}/polls`); drafts are never listed. */
export const pollSchema = z.object({
  id: z.string(),
  question: z.string(),
  state: z.enum(pollStates),
  options: z.array(pollOptionSchema),
  /** The option the reader chose, or null. */
  myVote: z.string().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;
export const pollListSchema = z.array(pollSchema);

export const pollsSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const pollVoteParams = z.object({
  slug: z.string().min(1).max(200),
  pollId: z.string().min(1).max(64),
});
export const pollVoteSchema = z.object({
  option: z.string({ error: pollTexts.optionUnknown }).min(1, pollTexts.optionUnknown).max(64),
});
export type PollVoteInput = z.infer<typeof pollVoteSchema>;

/** The back office: a meeting's polls with every count, for the host's console. */
export const adminPollSchema = z.object({
  id: z.string(),
  question: z.string(),
  state: z.enum(pollStates),
  options: z.array(z.object({ id: z.string(), text: z.string(), votes: z.number().int() })),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type AdminPoll = z.infer<typeof adminPollSchema>;
export const adminPollListSchema = z.array(adminPollSchema);
export const pollMeetingParams = z.object({ meetingId: z.string().min(1).max(64) });
export const pollIdParams = z.object({ pollId: z.string().min(1).max(64) });

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
