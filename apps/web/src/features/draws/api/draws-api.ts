import { queryOptions, useQuery } from '@tanstack/react-query';
import { drawPaths } from '@foro/shared/draws/constants';
import type { CurrentEdition, MyDrawEntry, PublicDraw } from '@foro/shared/draws/schemas';
import { api } from '../../../lib/api-client';

/** What members and visitors read of the prize draws (docs/product/draws.md). */
const keys = {
  all: ['draws'] as const,
  current: () => [...keys.all, 'current'] as const,
  draw: (id: string) => [...keys.all, 'draw', id] as const,
  mine: () => [...keys.all, 'mine'] as const,
};

export const currentEditionQuery = () =>
  queryOptions({ queryKey: keys.current(), queryFn: () => api.get<CurrentEdition>(drawPaths.current) });
/** The current edition: its period and prizes, read by every page that speaks of a prize. */
export const useCurrentEdition = () => useQuery(currentEditionQuery());

export const usePublicDraw = (id: string) =>
  useQuery(queryOptions({ queryKey: keys.draw(id), queryFn: () => api.get<PublicDraw>(drawPaths.draw(id)) }));

/** The signed-in member's own entry codes, per draw made (decision 0079). */
export const useMyDrawEntries = () =>
  useQuery(
    queryOptions({ queryKey: keys.mine(), queryFn: () => api.get<MyDrawEntry[]>(drawPaths.myEntries) }),
  );
