import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostKind, ReportPage, ReportStatus } from '@foro/shared/moderation/schemas';
import type { HeldPostList, WatchedWordList } from '@foro/shared/moderation/watched-words';
import { api } from '../../../lib/api-client';
import { keysetQuery } from '../../../lib/keyset-query';
import { queryScopes } from '../../../lib/query-scopes';

/** The back office's reports queue (docs/decisions/0038-moderation.md). */
export const moderationKeys = {
  all: [...queryScopes.admin, 'moderation'] as const,
  list: (status: ReportStatus) => [...moderationKeys.all, 'reports', status] as const,
  held: () => [...moderationKeys.all, 'held'] as const,
  words: () => [...moderationKeys.all, 'watched-words'] as const,
};

const base = '/api/admin/moderation';

export const reportsQuery = (status: ReportStatus) =>
  keysetQuery<ReportPage>(moderationKeys.list(status), `${base}/reports`, { status });
export const useReports = (status: ReportStatus) => useInfiniteQuery(reportsQuery(status));

export type QueueAction =
  | {
      kind: 'post';
      postKind: PostKind;
      postId: string;
      action: 'hide' | 'restore' | 'delete';
      reason: string;
    }
  | { kind: 'undo-delete'; postKind: PostKind; postId: string }
  | { kind: 'dismiss'; reportId: string };

/** Hides (restores, deletes) the reported post or dismisses the report; the queue, counter and audit are read again. */
export function useQueueAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: QueueAction) =>
      a.kind === 'dismiss'
        ? api.post(`${base}/reports/${encodeURIComponent(a.reportId)}/dismiss`)
        : a.kind === 'undo-delete'
          ? api.post(`${base}/posts/${a.postKind}/${encodeURIComponent(a.postId)}/undo-delete`)
          : api.post(`${base}/posts/${a.postKind}/${encodeURIComponent(a.postId)}/${a.action}`, {
              reason: a.reason,
            }),
    onSettled: () => {
      // The navigation's counter (features/admin/api/get-moderation-counts.ts) lives under the same key.
      void client.invalidateQueries({ queryKey: moderationKeys.all });
      void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] });
    },
  });
}

/** Posts held for review by a watched word (docs/decisions/0084-watched-words.md), oldest first. */
export const useHeldPosts = () =>
  useQuery({ queryKey: moderationKeys.held(), queryFn: () => api.get<HeldPostList>(`${base}/held`) });

/** The watched words, and adding or removing one (each change is audited). */
export const useWatchedWords = () =>
  useQuery({
    queryKey: moderationKeys.words(),
    queryFn: () => api.get<WatchedWordList>(`${base}/watched-words`),
  });

export function useWatchedWordChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { add: string } | { remove: string }) =>
      'add' in change
        ? api.post<WatchedWordList>(`${base}/watched-words`, { word: change.add })
        : api.delete<WatchedWordList>(`${base}/watched-words/${encodeURIComponent(change.remove)}`),
    onSuccess: (list) => client.setQueryData(moderationKeys.words(), list),
    onSettled: () => void client.invalidateQueries({ queryKey: [...queryScopes.admin, 'audit'] }),
  });
}
