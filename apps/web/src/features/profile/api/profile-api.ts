import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferenceInput, MemberData, UserData } from '@foro/shared/profile/schemas';
import { api } from '../../../lib/api-client';
import { FRESH_AFTER_LOAD_MS } from '../../../lib/query-client';
import { profileKeys } from './query-keys';

export const getUserData = () => api.get<UserData>('/api/axis/userData');
export const userDataQuery = () =>
  queryOptions({ queryKey: profileKeys.userData(), queryFn: getUserData, staleTime: FRESH_AFTER_LOAD_MS });
export const useUserData = () => useQuery(userDataQuery());

export const getMemberData = () => api.get<MemberData>('/api/users/data');
export const memberDataQuery = () => queryOptions({ queryKey: profileKeys.member(), queryFn: getMemberData });
export const useMemberData = () => useQuery(memberDataQuery());

export const allowNotificationsForum = (allow: boolean) =>
  api.post<{ allow: boolean }>('/api/users/allowNotificationsForum', { allow });

/**
 * docs/product/profile.md#forum-notifications: the checkbox changes at once and is then saved; if saving
 * fails it turns back and the error is shown.
 */
export function useAllowNotifications() {
  const client = useQueryClient();
  const key = memberDataQuery().queryKey;
  return useMutation({
    mutationFn: allowNotificationsForum,
    onMutate: async (allow) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<MemberData>(key);
      if (previous)
        client.setQueryData<MemberData>(key, {
          ...previous,
          user: { ...previous.user, notification_forum: allow },
        });
      return { previous };
    },
    onError: (_error, _allow, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: ({ allow }) => {
      const current = client.getQueryData<MemberData>(key);
      if (current)
        client.setQueryData<MemberData>(key, {
          ...current,
          user: { ...current.user, notification_forum: allow },
        });
    },
  });
}

const preferenceField = {
  reminders: 'notification_reminders',
  replay: 'notification_replay',
  answers: 'notification_answers',
  forum: 'notification_forum',
} as const;

export const setMailPreference = (input: MailPreferenceInput) =>
  api.post<MailPreferenceInput>('/api/users/mail-preferences', input);

/** One kind of mail on or off, shown at once and turned back if saving fails (as the forum's). */
export function useMailPreference() {
  const client = useQueryClient();
  const key = memberDataQuery().queryKey;
  const apply = ({ kind, allow }: MailPreferenceInput) => {
    const current = client.getQueryData<MemberData>(key);
    if (current)
      client.setQueryData<MemberData>(key, {
        ...current,
        user: { ...current.user, [preferenceField[kind]]: allow },
      });
  };
  return useMutation({
    mutationFn: setMailPreference,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<MemberData>(key);
      apply(input);
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: apply,
  });
}
