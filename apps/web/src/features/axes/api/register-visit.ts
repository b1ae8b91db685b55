import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { axisKeys } from './query-keys';

type Kind = 'registersteps' | 'registermasterclass';

export const registerVisit = (slug: string, slugStep: string, kind: Kind) =>
  api.post<{ status: true; visited: true }>(
    `/api/axis/${encodeURIComponent(slug)}/${kind}/${encodeURIComponent(slugStep)}`,
  );

/** Records that the member opened a stop or the masterclass; the route map then shows it done. */
export function useRegisterVisit(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slugStep, kind }: { slugStep: string; kind: Kind }) => registerVisit(slug, slugStep, kind),
    onSuccess: () => client.invalidateQueries({ queryKey: axisKeys.info(slug) }),
  });
}
