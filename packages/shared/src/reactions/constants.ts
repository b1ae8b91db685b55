import type { ReactionTotals } from './schemas.ts';

/**
 * The reactions' kinds, limits and words that need no zod: the first screen of a member page imports them from here without loading the
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md).
 */
/**
 * Reactions on the live page (issue 33 item 4, docs/decisions/0062-reactions.md): one tap sends one of
 * five kinds; open pages see running totals per kind through the meeting's live stream, and the host
 * reads them per minute in the question console.
 */
export const reactionKinds = ['aplauso', 'corazon', 'idea', 'risa', 'celebracion'] as const;

export type ReactionKind = (typeof reactionKinds)[number];

export const REACTION_KIND_ERROR = 'Elige una reacción válida: aplauso, corazón, idea, risa o celebración.';

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
