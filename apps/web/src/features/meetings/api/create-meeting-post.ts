import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingPostInput, MeetingPostsPage } from '@foro/shared/meetings/schemas';
import { api } from '../../../lib/api-client';
import { meetingKeys } from './query-keys';

export const createMeetingPost = (slug: string, input: MeetingPostInput, submissionKey?: string) =>
  api.post<MeetingPostsPage>(`/api/meeting/${encodeURIComponent(slug)}/post`, input, { submissionKey });

/** Publishes a comment; the answer is the first page, which replaces the cached one. */
export function useCreateMeetingPost(slug: string) {
  const client = useQueryClient();
  return useMutation({
    // The send waits for the connection itself (lib/offline-send.ts): never paused out of sight.
    networkMode: 'always',
    mutationFn: ({ input, key }: { input: MeetingPostInput; key?: string }) =>
      createMeetingPost(slug, input, key),
    onSuccess: (page) => {
      client.removeQueries({ queryKey: meetingKeys.posts(slug) });
      client.setQueryData(meetingKeys.postsPage(slug, 1), page);
    },
  });
}
