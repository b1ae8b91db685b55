import { z } from '../validation/zod-config.ts';

/** The queue's states as the back office shows them (docs/decisions/0037-durable-job-queue.md). */
export const mailQueueStatuses = ['pending', 'sent', 'failed'] as const;
export type MailQueueStatus = (typeof mailQueueStatuses)[number];

export const mailQueueStatusLabels: Record<MailQueueStatus, string> = {
  pending: 'Pendientes',
  sent: 'Enviados',
  failed: 'Fallidos',
};

export const mailKindLabels: Record<string, string> = {
  'meeting-reminder': 'Recordatorio de encuentro',
  'meeting-replay-fanout': 'Preparar avisos de grabación',
  'meeting-replay': 'Ya puedes ver la grabación',
  'forum-digest': 'Novedades del foro',
  'password-reset-request': 'Solicitud de enlace para elegir contraseña',
  'password-reset': 'Enlace para elegir contraseña',
  'password-changed': 'Aviso de contraseña cambiada',
  'meeting-inscription': 'Inscripción confirmada',
  'meeting-changed': 'Cambio en un encuentro',
  'meeting-cancelled': 'Encuentro cancelado',
  'contact-received': 'Acuse de solicitud de invitación',
  invitation: 'Invitación',
  'request-refused': 'Solicitud rechazada',
  'sign-in-reminder': 'Recordatorio para entrar',
  'meeting-message-answer': 'Respuesta a un mensaje',
  'draw-winner': 'Aviso al ganador del sorteo',
  'draw-period-changed': 'Cambio en el periodo del sorteo',
  'email-change-notice': 'Aviso de cambio de correo',
  'email-change-confirm': 'Confirmar el nuevo correo',
  'email-in-use': 'Aviso de correo ya registrado',
  'question-answer': 'Respuesta a una pregunta',
  'meeting-certificate': 'Certificado de asistencia',
};

export const mailQueueQuery = z.object({
  status: z.enum(mailQueueStatuses).default('pending'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MailQueueQuery = z.input<typeof mailQueueQuery>;

export const mailJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  kind_label: z.string(),
  /** The address the mail is for; empty for work that mails nobody itself. */
  recipient: z.string(),
  status: z.enum(['pending', 'running', 'sent', 'failed', 'cancelled']),
  run_at: z.string(),
  attempts: z.number(),
  max_attempts: z.number(),
  /** Why the last attempt failed (or why the job was cancelled). */
  last_error: z.string().nullable(),
  updated_at: z.string(),
});
export type MailJob = z.infer<typeof mailJobSchema>;

export const mailQueuePageSchema = z.object({
  rows: z.array(mailJobSchema),
  counts: z.object({ pending: z.number(), sent: z.number(), failed: z.number() }),
  nextCursor: z.string().optional(),
});
export type MailQueuePage = z.infer<typeof mailQueuePageSchema>;

export const mailJobIdParams = z.object({ jobId: z.string().min(1).max(64) });

export const MAIL_NOT_FAILED = 'Solo se puede reintentar un correo fallido o a la espera de otro intento.';

/** A pending mail whose last attempt failed waits out its backoff: staff may send it at once. */
export const retriable = (job: Pick<MailJob, 'status' | 'attempts' | 'last_error'>): boolean =>
  job.status === 'failed' || (job.status === 'pending' && job.attempts > 0 && job.last_error !== null);
