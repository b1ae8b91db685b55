import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MeetingAdmin,
  MeetingFormOptions,
  MeetingFormValues,
  MeetingList,
  MeetingListQuery,
} from '@foro/shared/meetings/admin-schemas';
import { api, ApiError } from '../../../lib/api-client';
import { meetingKeys } from '../api/query-keys';

/** The back office's meeting queries, all under one scope so a save refreshes every list. */
export const meetingAdminKeys = {
  all: () => ['admin', 'meetings'] as const,
  list: (filter: Omit<MeetingListQuery, 'cursor'>) => ['admin', 'meetings', 'list', filter] as const,
  detail: (id: string) => ['admin', 'meetings', 'detail', id] as const,
  formOptions: () => ['admin', 'meetings', 'form-options'] as const,
};

const base = '/api/admin/meetings';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

function search(filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Keyset pages of the list: "Cargar más" asks for the page after the last one. */
export function useAdminMeetings(filter: Omit<MeetingListQuery, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: meetingAdminKeys.list(filter),
    queryFn: ({ pageParam }) => api.get<MeetingList>(`${base}${search({ ...filter, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const adminMeetingQuery = (id: string) =>
  queryOptions({
    queryKey: meetingAdminKeys.detail(id),
    queryFn: () => api.get<MeetingAdmin>(one(id)),
    // The form starts from these values: a background refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
export const useAdminMeeting = (id: string) => useQuery(adminMeetingQuery(id));

export const meetingFormOptionsQuery = () =>
  queryOptions({
    queryKey: meetingAdminKeys.formOptions(),
    queryFn: () => api.get<MeetingFormOptions>(`${base}/form-options`),
    staleTime: Infinity,
  });
export const useMeetingFormOptions = () => useQuery(meetingFormOptionsQuery());

/** After any change: the editor gets the saved meeting, the lists and the member pages refresh. */
function useSaved() {
  const client = useQueryClient();
  return (saved: MeetingAdmin) => {
    client.setQueryData(meetingAdminKeys.detail(saved.id), saved);
    void client.invalidateQueries({ queryKey: [...meetingAdminKeys.all(), 'list'] });
    void client.invalidateQueries({ queryKey: meetingKeys.list() });
    void client.invalidateQueries({ queryKey: ['meeting'] });
  };
}

export function useCreateMeeting() {
  const saved = useSaved();
  return useMutation<MeetingAdmin, ApiError, MeetingFormValues>({
    mutationFn: (values) => api.post<MeetingAdmin>(base, values),
    onSuccess: saved,
  });
}

export function useUpdateMeeting(id: string) {
  const saved = useSaved();
  return useMutation<MeetingAdmin, ApiError, MeetingFormValues & { revision: number }>({
    mutationFn: (values) => api.put<MeetingAdmin>(one(id), values),
    onSuccess: saved,
  });
}

export type PublicationAction =
  | { action: 'publish'; revision: number; at?: string }
  | { action: 'unpublish' | 'archive' | 'restore'; revision: number };

export function useMeetingPublication(id: string) {
  const saved = useSaved();
  return useMutation<MeetingAdmin, ApiError, PublicationAction>({
    mutationFn: ({ action, ...body }) => api.post<MeetingAdmin>(`${one(id)}/${action}`, body),
    onSuccess: saved,
  });
}

export function useRemoveMeeting(id: string) {
  const client = useQueryClient();
  return useMutation<{ result: 'deleted' | 'archived' }, ApiError, { revision: number }>({
    mutationFn: ({ revision }) =>
      api.delete<{ result: 'deleted' | 'archived' }>(`${one(id)}${search({ revision })}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: meetingAdminKeys.all() }),
  });
}
