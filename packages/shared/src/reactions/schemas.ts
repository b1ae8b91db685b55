import { z } from '../validation/zod-config.ts';
import { reactionKinds, REACTION_KIND_ERROR } from './constants.ts';

export * from './constants.ts';

/** `POST /api/meeting/{slug}/reactions`: the body of one tap. */
export const reactionInputSchema = z.object({
  kind: z.enum(reactionKinds, { error: REACTION_KIND_ERROR }),
});
export type ReactionInput = z.infer<typeof reactionInputSchema>;

/** The answer: `counted` false when the member was over the per-second allowance (accepted all the same). */
export const reactionAcceptedSchema = z.object({ counted: z.boolean() });
export type ReactionAccepted = z.infer<typeof reactionAcceptedSchema>;

/** Running totals of a meeting, per kind (no personal data): what the live event carries. */
export const reactionTotalsSchema = z.object({
  aplauso: z.number().int().nonnegative(),
  corazon: z.number().int().nonnegative(),
  idea: z.number().int().nonnegative(),
  risa: z.number().int().nonnegative(),
  celebracion: z.number().int().nonnegative(),
});
export type ReactionTotals = z.infer<typeof reactionTotalsSchema>;

/** The host's report: reactions per minute of the meeting, oldest first. */
export const reactionMinuteSchema = z.object({
  /** The minute's start (ISO 8601, UTC). */
  minute: z.string(),
  counts: reactionTotalsSchema,
  total: z.number().int().nonnegative(),
});
export const reactionReportSchema = z.object({
  minutes: z.array(reactionMinuteSchema),
  totals: reactionTotalsSchema,
});
export type ReactionMinute = z.infer<typeof reactionMinuteSchema>;
export type ReactionReport = z.infer<typeof reactionReportSchema>;
