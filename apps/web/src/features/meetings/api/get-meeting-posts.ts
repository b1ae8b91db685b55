import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingPostsPage } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const getMeetingPosts = (slug: string, page: number) =>
  api.get<MeetingPostsPage>(`/api/meeting/${encodeURIComponent(slug)}/posts?page=${page}`);
export const meetingPostsQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: meetingKeys.postsPage(slug, page),
    queryFn: () => getMeetingPosts(slug, page),
    placeholderData: keepPreviousData,
  });
export const useMeetingPosts = (slug: string, page: number) => useQuery(meetingPostsQuery(slug, page));
