import { z } from '../validation/zod-config.ts';

/**
 * Attendance (docs/product/meetings.md#attendance): recorded minute by minute while a member's live
 * or replay page is open and visible (its live stream, decision 0133), never assumed from the inscription.
 */

export const attendanceModes = ['live', 'replay'] as const;
export type AttendanceMode = (typeof attendanceModes)[number];

/** The member's attendance of one meeting: minutes live and on the replay, and whether it counts. */
export const attendanceStatusSchema = z.object({
  live_minutes: z.number().int(),
  replay_minutes: z.number().int(),
  required_minutes: z.number().int(),
  /** How the member attended (live first), or null while neither reached the required minutes. */
  attended: z.enum(attendanceModes).nullable(),
});
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

// ---- Back office -------------------------------------------------------------------------------

/** The lists of a meeting in the back office. */
export const attendanceLists = ['registered', 'live', 'replay', 'certificates'] as const;
export type AttendanceList = (typeof attendanceLists)[number];
export const attendanceListLabels: Record<AttendanceList, string> = {
  registered: 'Inscritos',
  live: 'Asistieron en directo',
  replay: 'Vieron la grabación',
  certificates: 'Certificados emitidos',
};

export const certificateStates = ['valid', 'replaced', 'revoked'] as const;
export type CertificateState = (typeof certificateStates)[number];
export const certificateStateLabels: Record<CertificateState, string> = {
  valid: 'Válido',
  replaced: 'Reemplazado',
  revoked: 'Revocado',
};

export const attendanceListQuery = z.object({
  list: z.enum(attendanceLists, { error: 'Elige una lista.' }).default('registered'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AttendanceListQuery = z.input<typeof attendanceListQuery>;
export const attendanceExportQuery = z.object({
  list: z.enum(attendanceLists, { error: 'Elige una lista.' }).default('registered'),
});

export const attendanceRowSchema = z.object({
  /** The member's id, or the certificate's code in the certificates list. */
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  /** When: registered, first minute present, or issued. */
  at: z.string(),
  /** Minutes present (live and replay lists). */
  minutes: z.number().int().nullable(),
  /** Staff's mark over the page's timer, when there is one. */
  mark: z
    .object({ mode: z.enum(['live', 'replay', 'none']), reason: z.string(), marked_at: z.string() })
    .nullable()
    .optional(),
  certificate: z
    .object({
      code: z.string(),
      attendance: z.enum(attendanceModes).nullable(),
      state: z.enum(certificateStates),
      replaced_by: z.string().nullable(),
      revoked_reason: z.string().nullable(),
    })
    .nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const attendanceCountsSchema = z.object({
  registered: z.number().int(),
  live: z.number().int(),
  replay: z.number().int(),
  certificates: z.number().int(),
});

export const attendancePageSchema = z.object({
  meeting: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    starts_at: z.string(),
    attendance_minutes: z.number().int(),
  }),
  counts: attendanceCountsSchema,
  rows: z.array(attendanceRowSchema),
  nextCursor: z.string().optional(),
});
export type AttendancePage = z.infer<typeof attendancePageSchema>;

export const REVOKE_REASON_REQUIRED = 'Escribe el motivo de la revocación (entre 5 y 500 caracteres).';
export const revokeCertificateSchema = z.object({
  reason: z
    .string({ error: REVOKE_REASON_REQUIRED })
    .trim()
    .min(5, REVOKE_REASON_REQUIRED)
    .max(500, REVOKE_REASON_REQUIRED),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateSchema>;
export const certificateCodeParams = z.object({ code: z.string().min(1).max(40) });
export const revokedCertificateSchema = z.object({
  code: z.string(),
  revoked_at: z.string(),
  revoked_reason: z.string(),
});

// ---- Attendance and certificates by staff (issue 34 item 2, docs/decisions/0076) ------------------

/**
 * What staff may set for one member: attended live or on the replay, does not count, or back to what
 * the page's timer recorded (`recorded` removes staff's mark).
 */
export const attendanceMarkModes = ['live', 'replay', 'none', 'recorded'] as const;
export type AttendanceMarkMode = (typeof attendanceMarkModes)[number];
export const attendanceMarkLabels: Record<AttendanceMarkMode, string> = {
  live: 'Asistió en directo',
  replay: 'Vio la grabación',
  none: 'No cuenta como asistencia',
  recorded: 'Lo que registró la página',
};
export const MARK_REASON_REQUIRED = 'Escribe el motivo (entre 5 y 500 caracteres).';
const markReason = z
  .string({ error: MARK_REASON_REQUIRED })
  .trim()
  .min(5, MARK_REASON_REQUIRED)
  .max(500, MARK_REASON_REQUIRED);

export const attendanceMarkSchema = z.object({
  mode: z.enum(attendanceMarkModes, { error: 'Elige cómo cuenta su asistencia.' }),
  reason: markReason,
});
export type AttendanceMarkInput = z.infer<typeof attendanceMarkSchema>;
export const attendanceMemberParams = z.object({
  meetingId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
});
export const attendanceMarkAnswerSchema = z.object({
  user_id: z.string(),
  mode: z.enum(attendanceMarkModes),
  /** How the member's attendance counts now. */
  attended: z.enum(attendanceModes).nullable(),
});

export const IMPORT_TEXT_REQUIRED = 'Pega la lista de correos o elige un archivo CSV.';
export const attendanceImportSchema = z.object({
  /** A CSV or any list of e-mails (one per line, or in any column): every address found counts. */
  text: z
    .string({ error: IMPORT_TEXT_REQUIRED })
    .trim()
    .min(3, IMPORT_TEXT_REQUIRED)
    .max(2_000_000, 'El archivo es demasiado grande (máximo 2 MB).'),
  mode: z.enum(attendanceModes, { error: 'Elige cómo asistieron.' }),
  reason: markReason,
});
export type AttendanceImportInput = z.infer<typeof attendanceImportSchema>;
export const attendanceImportAnswerSchema = z.object({
  /** Members marked now. */
  marked: z.number().int(),
  /** Addresses found that belong to no member of the portal (the first 50). */
  unknown: z.array(z.string()),
  unknown_count: z.number().int(),
});
export type AttendanceImportAnswer = z.infer<typeof attendanceImportAnswerSchema>;

export const bulkIssueAnswerSchema = z.object({
  /** Certificates issued now (each member was mailed their link). */
  issued: z.number().int(),
  /** Members who already had their current certificate. */
  already: z.number().int(),
  /** Members who attended but have not confirmed their data: mailed to confirm and download. */
  unconfirmed: z.number().int(),
  /** Members whose certificate was revoked: not reissued. */
  revoked: z.number().int(),
});
export type BulkIssueAnswer = z.infer<typeof bulkIssueAnswerSchema>;

export const attendanceAdminPaths = {
  mark: (meetingId: string, userId: string) =>
    `/api/admin/meetings/${encodeURIComponent(meetingId)}/attendance/${encodeURIComponent(userId)}`,
  import: (meetingId: string) => `/api/admin/meetings/${encodeURIComponent(meetingId)}/attendance/import`,
  issueAll: (meetingId: string) => `/api/admin/meetings/${encodeURIComponent(meetingId)}/certificates`,
  list: (meetingId: string) => `/api/admin/meetings/${encodeURIComponent(meetingId)}/attendance`,
  csv: (meetingId: string, list: AttendanceList) =>
    `/api/admin/meetings/${encodeURIComponent(meetingId)}/attendance.csv?list=${list}`,
  revoke: (code: string) => `/api/admin/certificates/${encodeURIComponent(code)}/revoke`,
} as const;
