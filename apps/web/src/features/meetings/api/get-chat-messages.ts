import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getMeetingPosts } from './get-meeting-posts';
import { meetingKeys } from './query-keys';

/**
 * The live room's chat reads the meeting's forum (docs/decisions/0065-the-live-room.md): its pages of 10,
 * newest first, one more page each time the reader scrolls back. Under `meetingKeys.posts`, so whatever
 * reads the forum again (a live event, a new comment) reads the chat again too.
 */
export const chatMessagesQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: [...meetingKeys.posts(slug), 'chat'] as const,
    queryFn: ({ pageParam }) => getMeetingPosts(slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
export const useChatMessages = (slug: string) => useInfiniteQuery(chatMessagesQuery(slug));
