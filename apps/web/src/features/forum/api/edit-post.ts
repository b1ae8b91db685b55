import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadPage, ThreadPostEditInput } from '@foro/shared/forum/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';
import { forumKeys } from './query-keys';

/**
 * The author edits their own post (docs/decisions/0048-forum-edits-activity-reads.md); the answer is
 * the page that holds it, which replaces what is shown.
 */
export function useEditPost(slug: string, slugThread: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ThreadPostEditInput }) =>
      api.post<ThreadPage>(`/api/axis/threads/posts/${encodeURIComponent(id)}/edit`, input),
    onSuccess: (page) => {
      client.setQueryData(forumKeys.thread(slug, slugThread, page.page), page);
      void client.invalidateQueries({ queryKey: queryScopes.axis(slug), refetchType: 'none' });
    },
  });
}

/** "Nuevo desde tu última visita": tells the server how far the member has read the thread. */
export const markThreadRead = (threadId: string, seq: number) =>
  api.post<{ status: true }>(`/api/axis/threads/${encodeURIComponent(threadId)}/read`, { seq });
