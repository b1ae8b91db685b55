import { z } from '../validation/zod-config.ts';
import {
  pollStates,
  POLL_MIN_OPTIONS,
  POLL_MAX_OPTIONS,
  POLL_QUESTION_MAX,
  POLL_OPTION_MAX,
  pollTexts,
} from './constants.ts';

export * from './constants.ts';

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
