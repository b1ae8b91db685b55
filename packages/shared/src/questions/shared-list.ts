import { z } from '../validation/zod-config.ts';
import { sharedQuestionSorts } from './shared-list-constants.ts';

export * from './shared-list-constants.ts';

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
  /**
   * The meeting shows its questions to members. While it keeps them with the team the list is empty: an
   * answer, not an error, since every live page asks for it on its first screen.
   */
  shared: z.boolean(),
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
