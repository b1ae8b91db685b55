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
