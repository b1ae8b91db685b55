import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const getMeeting = (slug: string) =>
  api.get<MeetingDetail>(`/api/meeting/${encodeURIComponent(slug)}`);
export const meetingQuery = (slug: string) =>
  queryOptions({ queryKey: meetingKeys.detail(slug), queryFn: () => getMeeting(slug), staleTime: 30_000 });
export const useMeeting = (slug: string) => useQuery(meetingQuery(slug));
