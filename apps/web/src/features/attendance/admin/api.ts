import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendanceAdminPaths,
  type AttendanceList,
  type AttendancePage,
  type RevokeCertificateInput,
} from '@foro/shared/attendance/schemas';
import { api, type ApiError } from '../../../lib/api-client';

export const attendanceKeys = {
  all: ['admin', 'attendance'] as const,
  list: (meetingId: string, list: AttendanceList) => ['admin', 'attendance', meetingId, list] as const,
};

export const getAttendance = (meetingId: string, list: AttendanceList, cursor?: string) => {
  const params = new URLSearchParams({ list });
  if (cursor) params.set('cursor', cursor);
  return api.get<AttendancePage>(`${attendanceAdminPaths.list(meetingId)}?${params}`);
};

/** One list of a meeting (docs/product/meetings.md#attendance), in keyset pages. */
export const useAttendance = (meetingId: string, list: AttendanceList) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: attendanceKeys.list(meetingId, list),
      queryFn: ({ pageParam }) => getAttendance(meetingId, list, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );

/** Staff revoke a certificate with a reason (docs/product/certificates.md#revocation). */
export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, { code: string } & RevokeCertificateInput>({
    mutationFn: ({ code, reason }) => api.post(attendanceAdminPaths.revoke(code), { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
