import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailQueuePage, MailQueueStatus } from '@foro/shared/notifications/admin-schemas';
import { api } from '../../../lib/api-client';
import { keysetQuery } from '../../../lib/keyset-query';
import { queryScopes } from '../../../lib/query-scopes';

const mailQueueKeys = {
  all: () => [...queryScopes.admin, 'mail-queue'] as const,
  list: (status: MailQueueStatus) => [...queryScopes.admin, 'mail-queue', status] as const,
};

export const mailQueueQuery = (status: MailQueueStatus) =>
  keysetQuery<MailQueuePage>(mailQueueKeys.list(status), '/api/admin/mail-queue', { status });

export const useMailQueue = (status: MailQueueStatus) => useInfiniteQuery(mailQueueQuery(status));

/** "Reintentar ahora": a failed or waiting mail due at once; every list of the queue is read again. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      api.post<{ ok: true }>(`/api/admin/mail-queue/${encodeURIComponent(jobId)}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: mailQueueKeys.all() }),
  });
}
