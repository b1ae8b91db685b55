import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { PublicationState } from '@foro/shared/admin/schemas';
import type {
  AccountCandidate,
  AdminAxis,
  AdminAxisPage,
  AdminStep,
  AdminThreadPage,
  AxisForm,
  AxisSave,
  CoachesSave,
  ExpertSave,
  RelatedSave,
  StepSave,
} from '@foro/shared/axes/admin';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** The routes' back office data (docs/product/axes.md#back-office), under the admin scope. */
export const axisAdminKeys = {
  all: [...queryScopes.admin, 'axes'] as const,
  list: (filter: AxisFilter) => [...queryScopes.admin, 'axes', 'list', filter] as const,
  axis: (id: string) => [...queryScopes.admin, 'axes', id] as const,
  step: (id: string, n: number) => [...queryScopes.admin, 'axes', id, 'step', n] as const,
  threads: (id: string, q: string) => [...queryScopes.admin, 'axes', id, 'threads', q] as const,
  candidates: (q: string) => [...queryScopes.admin, 'axes', 'coach-candidates', q] as const,
};

export interface AxisFilter {
  q?: string;
  state?: PublicationState;
}

const base = '/api/admin/axes';
const qs = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const axisListQuery = (filter: AxisFilter) =>
  infiniteQueryOptions({
    queryKey: axisAdminKeys.list(filter),
    queryFn: ({ pageParam }) =>
      api.get<AdminAxisPage>(`${base}${qs({ q: filter.q, state: filter.state, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
export const useAxisList = (filter: AxisFilter) => useInfiniteQuery(axisListQuery(filter));

export const axisQuery = (id: string) =>
  queryOptions({ queryKey: axisAdminKeys.axis(id), queryFn: () => api.get<AdminAxis>(`${base}/${id}`) });
export const useAdminAxis = (id: string) => useQuery(axisQuery(id));

export const stepQuery = (id: string, n: number) =>
  queryOptions({
    queryKey: axisAdminKeys.step(id, n),
    queryFn: () => api.get<AdminStep>(`${base}/${id}/steps/${n}`),
  });
export const useAdminStep = (id: string, n: number) => useQuery(stepQuery(id, n));

export const useAxisThreads = (id: string, q: string) =>
  useInfiniteQuery({
    queryKey: axisAdminKeys.threads(id, q),
    queryFn: ({ pageParam }) =>
      api.get<AdminThreadPage>(`${base}/${id}/threads${qs({ q, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/** After any save the back office's copies of routes are read again (the member pages read theirs). */
function useAxisMutation<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: axisAdminKeys.all }),
  });
}

export const useCreateAxis = () => useAxisMutation((form: AxisForm) => api.post<{ id: string }>(base, form));
export const useSaveAxis = (id: string) =>
  useAxisMutation((input: AxisSave) => api.put<{ revision: number }>(`${base}/${id}`, input));
export const useSaveExpert = (id: string) =>
  useAxisMutation((input: ExpertSave) => api.put<{ revision: number }>(`${base}/${id}/expert`, input));
export const useSaveCoaches = (id: string) =>
  useAxisMutation((input: CoachesSave) => api.put<{ revision: number }>(`${base}/${id}/coaches`, input));
export const useSaveRelated = (id: string) =>
  useAxisMutation((input: RelatedSave) => api.put<{ revision: number }>(`${base}/${id}/related`, input));

/** Accounts to choose a coach among, by e-mail or name (at least 2 letters). */
export const useCoachCandidates = (q: string) =>
  useQuery({
    queryKey: axisAdminKeys.candidates(q),
    queryFn: () => api.get<AccountCandidate[]>(`${base}/coach-candidates${qs({ q })}`),
    enabled: q.length >= 2,
  });
export const usePublication = (id: string) =>
  useAxisMutation(
    (input: { action: 'publish' | 'unpublish' | 'archive' | 'restore'; revision: number; at?: string }) =>
      api.post<{ revision: number }>(`${base}/${id}/${input.action}`, {
        revision: input.revision,
        ...(input.at ? { at: input.at } : {}),
      }),
  );
export const useSaveStep = (id: string, n: number) =>
  useAxisMutation((input: StepSave) =>
    api.put<{
      revision: number;
      text_inner: string;
      buttons: Array<{ id: string; url: string; btn_text: string }>;
      archived_buttons: number;
    }>(`${base}/${id}/steps/${n}`, input),
  );
export const useCreateThread = (id: string) =>
  useAxisMutation((input: { title: string; coach_id: string | null }) =>
    api.post<{ id: string; slug: string }>(`${base}/${id}/threads`, input),
  );
export const useSaveThread = (id: string) =>
  useAxisMutation((input: { threadId: string; revision: number; title: string; coach_id: string | null }) => {
    const { threadId, ...body } = input;
    return api.put<{ revision: number }>(`${base}/${id}/threads/${threadId}`, body);
  });
/**
 * Pins a thread (listed first for members) or unpins it, through the moderation back office's own
 * route (docs/decisions/0038-moderation.md), which audits it; the list is read again for its revision.
 */
export const useThreadPin = () =>
  useAxisMutation((input: { threadId: string; pinned: boolean }) =>
    api.post<{ pinned: boolean; closed: boolean }>(
      `/api/admin/moderation/threads/${encodeURIComponent(input.threadId)}/pin`,
      { pinned: input.pinned },
    ),
  );
export const useThreadState = (id: string) =>
  useAxisMutation((input: { threadId: string; revision: number; closed: boolean }) =>
    api.put<{ revision: number }>(`${base}/${id}/threads/${input.threadId}/state`, {
      revision: input.revision,
      closed: input.closed,
    }),
  );
