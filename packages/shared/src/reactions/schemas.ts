import { z } from '../validation/zod-config.ts';

/**
 * Reactions on the live page (issue 33 item 4, docs/decisions/0062-reactions.md): one tap sends one of
 * five kinds; open pages see running totals per kind through the meeting's live stream, and the host
 * reads them per minute in the question console.
 */
export const reactionKinds = ['aplauso', 'corazon', 'idea', 'risa', 'celebracion'] as const;
export type ReactionKind = (typeof reactionKinds)[number];

export const REACTION_KIND_ERROR = 'Elige una reacción válida: aplauso, corazón, idea, risa o celebración.';

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

export const emptyReactionTotals = (): ReactionTotals => ({
  aplauso: 0,
  corazon: 0,
  idea: 0,
  risa: 0,
  celebracion: 0,
});

/** Taps of one member counted in one second; more are accepted and not counted. */
export const REACTIONS_PER_SECOND = 3;
/** A meeting's live page hears at most one reactions event this often. */
export const REACTION_EVENT_MS = 500;

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

/** Each kind's Spanish names: the button's accessible name and the report's column. */
export const reactionLabels: Record<ReactionKind, { action: string; name: string }> = {
  aplauso: { action: 'Aplaudir', name: 'Aplausos' },
  corazon: { action: 'Me encanta', name: 'Me encanta' },
  idea: { action: 'Buena idea', name: 'Buenas ideas' },
  risa: { action: 'Me hace reír', name: 'Risas' },
  celebracion: { action: 'Celebrar', name: 'Celebraciones' },
};

/** Reactions are taken on the meeting's day until it ends (docs/decisions/0062-reactions.md). */
export const REACTIONS_CLOSED = 'Las reacciones solo están abiertas el día del encuentro.';
