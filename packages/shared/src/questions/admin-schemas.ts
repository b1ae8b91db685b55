import { z } from '../validation/zod-config.ts';

/**
 * Questions members send to a meeting's speaker or a route's expert, in the back office
 * (docs/product/inbox.md#questions): staff star, mark answered and hide them, and export them.
 */
export const questionSources = ['meeting', 'axis'] as const;
export type QuestionSource = (typeof questionSources)[number];

export const questionListQuery = z.object({
  source: z.enum(questionSources, { error: 'Elige un encuentro o una ruta.' }),
  /** The meeting's or the route's id. */
  id: z.string({ error: 'Elige un encuentro o una ruta.' }).min(1).max(36),
  /** Hidden questions are left out unless asked for. */
  hidden: z.enum(['include', 'only']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type QuestionListQuery = z.input<typeof questionListQuery>;

export const adminQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  createdAt: z.string(),
  member: z.object({ name: z.string(), country: z.string() }),
  starred: z.boolean(),
  answeredAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  /** When staff approved it for the shared list (docs/decisions/0045-question-votes.md). */
  approvedAt: z.string().nullable(),
  votes: z.number(),
  /** The one question the speaker is answering now ("Respondiendo ahora"). */
  answering: z.boolean(),
  /** The written answer (plain text) the member reads under their question, and when it was written. */
  answer: z.string().nullable(),
  answerAt: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const questionModes = ['private', 'shared'] as const;
export type QuestionMode = (typeof questionModes)[number];

export const questionPageSchema = z.object({
  title: z.string(),
  /** Meetings only: whether the approved questions are listed for every member. */
  mode: z.enum(questionModes).optional(),
  rows: z.array(adminQuestionSchema),
  nextCursor: z.string().optional(),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

/** The meetings and routes that received questions, newest first. */
export const questionSourcesSchema = z.array(
  z.object({ source: z.enum(questionSources), id: z.string(), title: z.string(), total: z.number() }),
);
export type QuestionSourceItem = z.infer<typeof questionSourcesSchema>[number];

export const questionParams = z.object({
  source: z.enum(questionSources),
  questionId: z.string().min(1).max(64),
});

/** What staff change on one question: any of the marks (approval only means something for meetings). */
export const questionFlagsSchema = z
  .object({
    starred: z.boolean().optional(),
    answered: z.boolean().optional(),
    hidden: z.boolean().optional(),
    approved: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((flag) => flag !== undefined), {
    message: 'Indica qué quieres cambiar.',
    path: ['starred'],
  });
export type QuestionFlags = z.infer<typeof questionFlagsSchema>;

export const exportQuery = z.object({
  source: z.enum(questionSources),
  id: z.string().min(1).max(36),
});

/** The member's own questions on /encuentros/{slug}/interactua, whether each was answered and how. */
export const myQuestionsSchema = z.array(
  z.object({
    id: z.string(),
    question: z.string(),
    createdAt: z.string(),
    answered: z.boolean(),
    /** The written answer, when staff or the host wrote one. */
    answer: z.string().nullable(),
    /** Held for review because it contains a watched word: nobody else reads it yet. */
    held: z.boolean(),
  }),
);
export type MyQuestion = z.infer<typeof myQuestionsSchema>[number];

export const meetingIdParams = z.object({ meetingId: z.string().min(1).max(36) });

/** Whether a meeting's questions stay with the team or are listed, once approved, for every member. */
export const questionModeSchema = z.object({
  mode: z.enum(questionModes, { error: 'Elige si las preguntas son privadas o compartidas.' }),
});
export type QuestionModeInput = z.infer<typeof questionModeSchema>;

/** The question the speaker answers now ("Responder ahora"), or null to clear it. */
export const answeringSchema = z.object({
  questionId: z.string().min(1).max(64).nullable(),
});
export type AnsweringInput = z.infer<typeof answeringSchema>;
export const answeringResultSchema = z.object({ answeringQuestionId: z.string().nullable() });

export const MAX_ANSWER = 4000;
export const ANSWER_REQUIRED = 'Escribe la respuesta.';

/**
 * A written answer (docs/decisions/0075-written-answers-and-forgiving-moderation.md): plain text, never
 * HTML, shown as text. Line ends are made one kind, control characters and spaces around it go.
 */
export const answerText = z
  .string({ error: ANSWER_REQUIRED })
  .transform((v) =>
    v
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(2, ANSWER_REQUIRED)
      .max(MAX_ANSWER, `La respuesta puede tener hasta ${MAX_ANSWER} caracteres.`),
  );
export const questionAnswerSchema = z.object({ answer: answerText });
export type QuestionAnswerInput = z.input<typeof questionAnswerSchema>;
