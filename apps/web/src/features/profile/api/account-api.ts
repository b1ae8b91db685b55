import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession, ChangePasswordInput, OwnClosureInput } from '@foro/shared/profile/account';
import { api } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** The account section of /perfil: the member's sessions, ending them, and the password change. */

export const getSessions = () => api.get<{ sessions: AccountSession[] }>('/api/users/sessions');
export const useSessions = () => useQuery({ queryKey: profileKeys.sessions(), queryFn: getSessions });

export const endSessions = (which: { id: string } | { others: true }) =>
  api.post<{ ended: number }>('/api/users/sessions/end', which);

export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSettled: () => client.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ status: true; endedSessions: number }>('/api/users/password', input);

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other sessions ended with the change.
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** "Descargar mis datos": a plain link, so the browser saves the file under the server's name. */
export const OWN_DATA_URL = '/api/users/export';

/** "Darme de baja": the server ends every session of the account, this one included. */
export const closeOwnAccount = (input: OwnClosureInput) =>
  api.post<{ message: string }>('/api/users/close', input);
