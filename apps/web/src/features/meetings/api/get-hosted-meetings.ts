import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostedMeeting } from '@foro/shared/meetings/hosts';
import { hostedMeetingsPath } from '@foro/shared/meetings/hosts-path';
import { api } from '../../../lib/api-client';

/** The meetings the member hosts, for their question consoles (docs/decisions/0050-meeting-hosts.md). */
export const hostedMeetingsQuery = () =>
  queryOptions({
    queryKey: ['meetings', 'hosted'] as const,
    queryFn: () => api.get<HostedMeeting[]>(hostedMeetingsPath),
  });
export const useHostedMeetings = () => useQuery(hostedMeetingsQuery());
