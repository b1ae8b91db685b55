import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailWordingFields, MailWordingKey } from '@foro/shared/mail-wording/catalog';
import type { AdminMailWording, MailWordingSummary } from '@foro/shared/mail-wording/schemas';
import { api } from '../../../lib/api-client';
import { queryScopes } from '../../../lib/query-scopes';

/** The back office's copies of the mails' wording (docs/decisions/0082-mail-wording-by-staff.md). */
export const mailWordingKeys = {
  all: [...queryScopes.admin, 'mail-wordings'] as const,
  one: (key: MailWordingKey) => [...mailWordingKeys.all, key] as const,
};

const base = '/api/admin/mail-wordings';

export const useMailWordings = () =>
  useQuery({ queryKey: mailWordingKeys.all, queryFn: () => api.get<MailWordingSummary[]>(base) });

export const useMailWording = (key: MailWordingKey) =>
  useQuery({
    queryKey: mailWordingKeys.one(key),
    queryFn: () => api.get<AdminMailWording>(`${base}/${key}`),
  });

/** Saves a new version; the list, this mail and the audit log are read again. */
export function useSaveMailWording(key: MailWordingKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { revision: number; wording: MailWordingFields }) =>
      api.put<AdminMailWording>(`${base}/${key}`, input),
    onSuccess: (saved) => {
      client.setQueryData(mailWordingKeys.one(key), saved);
      return client.invalidateQueries({ queryKey: queryScopes.admin });
    },
  });
}

/** The address of the preview page for these texts (the server fills in the sample values). */
export const previewUrl = (key: MailWordingKey, wording: MailWordingFields) =>
  `${base}/${key}/preview?${new URLSearchParams({ ...wording })}`;
