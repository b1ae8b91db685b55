import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostKind, ReportPage, ReportStatus } from '@foro/shared/moderation/schemas';
import { api } from '../../../lib/api-client';
import { keysetQuery } from '../../../lib/keyset-query';
import { queryScopes } from '../../../lib/query-scopes';

/** The back office's reports queue (docs/decisions/0038-moderation.md). */
export const moderationKeys = {
  all: [...queryScopes.admin, 'moderation'] as const,
  list: (status: ReportStatus) => [...moderationKeys.all, 'reports', status] as const,
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
