import { z } from '../validation/zod-config.ts';

/**
 * A meeting's questions as a shared, moderated list (issue 18 §2, docs/decisions/0045-question-votes.md):
 * on /encuentros/{slug}/interactua members read the approved questions, vote for them and sort them.
 */
export const sharedQuestionSorts = ['votes', 'recent'] as const;
export type SharedQuestionSort = (typeof sharedQuestionSorts)[number];

export const sharedQuestionsQuery = z.object({
  sort: z.enum(sharedQuestionSorts, { error: 'Ordena por votos o por hora.' }).default('votes'),
});

export const sharedQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  createdAt: z.string(),
  member: z.object({ name: z.string(), country: z.string() }),
  votes: z.number(),
  /** The reader voted for it. */
  voted: z.boolean(),
  /** The reader asked it: they cannot vote for it. */
  mine: z.boolean(),
  answered: z.boolean(),
  answering: z.boolean(),
  /** The written answer, shown under the question. */
  answer: z.string().nullable(),
});
export type SharedQuestion = z.infer<typeof sharedQuestionSchema>;

export const sharedQuestionListSchema = z.object({
  sort: z.enum(sharedQuestionSorts),
  questions: z.array(sharedQuestionSchema),
});
export type SharedQuestionList = z.infer<typeof sharedQuestionListSchema>;

export const voteParams = z.object({
  slug: z.string().min(1).max(200),
  questionId: z.string().min(1).max(64),
});

/** The vote the member wants: true to vote, false to withdraw. Sending the same twice changes nothing. */
export const voteSchema = z.object({
  voted: z.boolean({ error: 'Indica si quieres votar o retirar tu voto.' }),
});
export type VoteInput = z.infer<typeof voteSchema>;
export const voteResultSchema = z.object({ votes: z.number(), voted: z.boolean() });
export type VoteResult = z.infer<typeof voteResultSchema>;

/** How many to list: a live meeting's approved questions are dozens; the list keeps the top 200. */
export const SHARED_QUESTIONS_LIMIT = 200;

/** "Votar esta pregunta (12 votos)": the vote button's accessible name carries the count. */
export const voteCountText = (votes: number) => (votes === 1 ? '1 voto' : `${votes} votos`);
