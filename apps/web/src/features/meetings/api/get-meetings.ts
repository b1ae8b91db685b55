import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingCard } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const getMeetings = () => api.get<MeetingCard[]>('/api/meetings');
export const meetingsQuery = () => queryOptions({ queryKey: meetingKeys.list(), queryFn: getMeetings });
export const useMeetings = () => useQuery(meetingsQuery());
