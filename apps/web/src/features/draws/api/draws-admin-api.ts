import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDrawPaths,
  type DrawInput,
  type Edition,
  type EditionDetail,
  type EditionInput,
} from '@foro/shared/draws/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** The prize draws in the back office (docs/product/draws.md). */
const keys = {
  all: [...queryScopes.admin, 'draws'] as const,
  list: () => [...keys.all, 'list'] as const,
  edition: (id: string) => [...keys.all, 'edition', id] as const,
};

export const useEditions = () =>
  useQuery(
    queryOptions({ queryKey: keys.list(), queryFn: () => api.get<Edition[]>(adminDrawPaths.editions) }),
  );

export const useEdition = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: keys.edition(id),
      queryFn: () => api.get<EditionDetail>(adminDrawPaths.edition(id)),
    }),
  );

/** After any change: the lists, this edition, the audit log and what members read. */
function useRefresh() {
  const client = useQueryClient();
  return (detail?: EditionDetail) => {
    if (detail) client.setQueryData(keys.edition(detail.edition.id), detail);
    void client.invalidateQueries({ queryKey: keys.list() });
    void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    void client.invalidateQueries({ queryKey: ['draws'] });
  };
}

export function useSaveEdition(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EditionInput) =>
      id
        ? api.put<EditionDetail>(adminDrawPaths.edition(id), input)
        : api.post<EditionDetail>(adminDrawPaths.editions, input),
    onSuccess: refresh,
  });
}

export type PickAction = 'draw' | 'notify' | 'accept' | 'pass';

/** Makes a draw, or moves its pick whose turn it is (mail, acceptance, next alternate). */
export function useDrawAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      action,
      drawId,
      entryId,
      note,
      confirmed,
    }: {
      action: PickAction;
      drawId: string;
      entryId?: string;
      note?: string;
      /** The draw: what the confirmation named (decision 0079). */
      confirmed?: DrawInput;
    }) =>
      action === 'draw'
        ? api.post<EditionDetail>(adminDrawPaths.draw(drawId), confirmed)
        : api.post<EditionDetail>(adminDrawPaths[action](drawId, entryId ?? ''), note ? { note } : {}),
    onSuccess: refresh,
  });
}
