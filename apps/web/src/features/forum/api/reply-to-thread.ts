import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadPage, ThreadPostInput } from '@foro/shared/forum/schemas';
import { api } from '../../../lib/api-client';
import { forumKeys } from './query-keys';

export const replyToThread = (input: ThreadPostInput, submissionKey?: string) =>
  api.post<ThreadPage>('/api/axis/threads/post', input, { submissionKey });

/** Publishes a reply; the answer (the page that holds it) replaces what is shown. */
export function useReplyToThread(slug: string, slugThread: string) {
  const client = useQueryClient();
  return useMutation({
    // The send waits for the connection itself (lib/offline-send.ts): never paused out of sight.
    networkMode: 'always',
    mutationFn: ({ input, key }: { input: ThreadPostInput; key?: string }) => replyToThread(input, key),
    onSuccess: (page) => {
      client.setQueryData(forumKeys.thread(slug, slugThread, page.page), page);
      void client.invalidateQueries({ queryKey: forumKeys.threads(slug) });
    },
  });
}
