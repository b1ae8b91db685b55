import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactionReport } from '@foro/shared/reactions/schemas';
import { api } from '../../../lib/api-client';

export const reactionKeys = {
  report: (meetingId: string) => ['reactions', 'report', meetingId] as const,
};

/** A meeting's reactions per minute, for its host and staff; read again every half minute while open. */
export const reactionReportQuery = (meetingId: string) =>
  queryOptions({
    queryKey: reactionKeys.report(meetingId),
    queryFn: () => api.get<ReactionReport>(`/api/admin/reactions/meetings/${encodeURIComponent(meetingId)}`),
    refetchInterval: 30_000,
  });
export const useReactionReport = (meetingId: string) => useQuery(reactionReportQuery(meetingId));

/** The same minutes as a CSV file (a link the browser downloads with the session's cookie). */
export const reactionExportUrl = (meetingId: string) =>
  `/api/admin/reactions/meetings/${encodeURIComponent(meetingId)}/export`;
