import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Poll } from '@foro/shared/polls/schemas';
import { api } from '../../../lib/api-client';
import { pollKeys } from './poll-keys';

export const getPolls = (slug: string) => api.get<Poll[]>(`/api/meeting/${encodeURIComponent(slug)}/polls`);

/**
 * A meeting's open and closed polls as this member sees them. The screen reads them again when the
 * meeting's live stream says a poll changed; a slow read every minute covers a stream that could not open.
 */
export const pollsQuery = (slug: string) =>
  queryOptions({ queryKey: pollKeys.meeting(slug), queryFn: () => getPolls(slug), refetchInterval: 60_000 });

export const usePolls = (slug: string) => useQuery(pollsQuery(slug));
