import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { firstAnswerPaths } from '@foro/shared/routes/first-answers';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

// The address the meeting's pages announce in their shell (first-answers.ts), so the browser's preload answers it.
export const getMeeting = (slug: string) => api.get<MeetingDetail>(firstAnswerPaths.meeting(slug));
export const meetingQuery = (slug: string) =>
  queryOptions({ queryKey: meetingKeys.detail(slug), queryFn: () => getMeeting(slug), staleTime: 30_000 });
export const useMeeting = (slug: string) => useQuery(meetingQuery(slug));
