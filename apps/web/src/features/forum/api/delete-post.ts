import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadPage } from '@foro/shared/forum/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';
import { forumKeys } from './query-keys';

/**
 * The author deletes their own post while they may still edit it
 * (docs/decisions/0048-forum-edits-activity-reads.md). The answer is the page that held it, which
 * replaces what is shown; the thread's other pages and the list are read again when next shown
 * (the posts after it moved up a place).
 */
export function useDeletePost(slug: string, slugThread: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ThreadPage>(`/api/axis/threads/posts/${encodeURIComponent(id)}/delete`),
    onSuccess: (page) => {
      void client.invalidateQueries({ queryKey: queryScopes.axis(slug), refetchType: 'none' });
      client.setQueryData(forumKeys.thread(slug, slugThread, page.page), page);
    },
  });
}
