import type { Step } from '@foro/shared/axes/schemas';
import { pathTo } from '../../config/paths';

/**
 * docs/product/axes.md#stops-and-their-kinds: the masterclass, the practical case and the other stops lead to
 * different screens.
 */
export function stepHref(axisSlug: string, step: Pick<Step, 'kind' | 'slug'>): string {
  if (step.kind === 'masterclass') return pathTo('axisMasterclass', { slug: axisSlug, slugStep: step.slug });
  if (step.kind === 'test') return pathTo('axisTests', { slug: axisSlug });
  return pathTo('axisStep', { slug: axisSlug, slugStep: step.slug });
}

/** Names of the stops before the certificate that are not done yet. */
export const missingStopNames = (steps: Step[]) =>
  steps.filter((s) => s.kind !== 'certificate' && !s.visited).map((s) => s.title);

/**
 * Where the member goes on (issue 17, "Continuar donde lo dejé"): the first stop in route order that
 * is open and not done; when none is open, the first that opens later; when all 8 are done, nothing.
 */
export type NextStop = { kind: 'open'; step: Step } | { kind: 'waiting'; step: Step } | { kind: 'done' };

export function nextStop(steps: Step[]): NextStop {
  const open = steps.find((s) => s.opened && !s.visited);
  if (open) return { kind: 'open', step: open };
  const waiting = steps.find((s) => !s.visited);
  return waiting ? { kind: 'waiting', step: waiting } : { kind: 'done' };
}

/** The stops before and after `stepCount` on the route, when there are. */
export function neighbourStops(steps: Step[], stepCount: number) {
  const sorted = [...steps].sort((a, b) => a.step_count - b.step_count);
  const at = sorted.findIndex((s) => s.step_count === stepCount);
  if (at < 0) return { previous: undefined, next: undefined };
  return { previous: sorted[at - 1], next: sorted[at + 1] };
}
