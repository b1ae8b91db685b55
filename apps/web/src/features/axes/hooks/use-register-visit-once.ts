import { useEffect, useRef } from 'react';
import { useRegisterVisit } from '../api/register-visit';

/**
 * Opening a stop or the masterclass records the visit once per screen
 * (docs/product/axes.md#visits-and-clicks).
 */
export function useRegisterVisitOnce(
  slug: string,
  slugStep: string,
  kind: 'registersteps' | 'registermasterclass',
  enabled = true,
) {
  const visit = useRegisterVisit(slug);
  const registered = useRef(false);
  useEffect(() => {
    if (!enabled || registered.current) return;
    registered.current = true;
    visit.mutate({ slugStep, kind });
  }, [enabled, kind, slugStep, visit]);
}
