import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendanceAdminPaths,
  type AttendanceImportAnswer,
  type AttendanceImportInput,
  type AttendanceList,
  type AttendanceMarkInput,
  type AttendancePage,
  type BulkIssueAnswer,
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

/** Staff mark or correct one member's attendance with a reason (docs/decisions/0076). */
export function useMarkAttendance(meetingId: string) {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, { userId: string } & AttendanceMarkInput>({
    mutationFn: ({ userId, ...input }) => api.put(attendanceAdminPaths.mark(meetingId, userId), input),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** Marks as attended the members whose e-mails are in a pasted list or CSV. */
export function useImportAttendance(meetingId: string) {
  const client = useQueryClient();
  return useMutation<AttendanceImportAnswer, ApiError, AttendanceImportInput>({
    mutationFn: (input) => api.post(attendanceAdminPaths.import(meetingId), input),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** Issues the certificates of every member who attended, each mailed their link. */
export function useIssueCertificates(meetingId: string) {
  const client = useQueryClient();
  return useMutation<BulkIssueAnswer, ApiError, void>({
    mutationFn: () => api.post(attendanceAdminPaths.issueAll(meetingId)),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
