import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendanceAdminPaths,
  type AttendanceList,
  type AttendancePage,
  type RevokeCertificateInput,
} from '@foro/shared/attendance/schemas';
import { api, type ApiError } from '../../../lib/api-client';
import { keysetQuery } from '../../../lib/keyset-query';

export const attendanceKeys = {
  all: ['admin', 'attendance'] as const,
  list: (meetingId: string, list: AttendanceList) => ['admin', 'attendance', meetingId, list] as const,
};

/** One list of a meeting (docs/product/meetings.md#attendance), in keyset pages. */
export const useAttendance = (meetingId: string, list: AttendanceList) =>
  useInfiniteQuery(
    keysetQuery<AttendancePage>(attendanceKeys.list(meetingId, list), attendanceAdminPaths.list(meetingId), {
      list,
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
