import { z } from '../validation/zod-config.ts';

/**
 * What every back-office feature shares (docs/product/admin.md): the audit log, the revision that
 * guards against two editors overwriting each other, publication and list queries.
 */

/** Kinds of item the audit log names; each back-office feature adds its own. */
export const auditItemTypes = [
  'meeting',
  'axis',
  'step',
  'expert',
  'thread',
  'test',
  'home-item',
  'page',
  'open-masterclass',
  'media',
  'account',
  'certificate',
  'contact-request',
  'meeting-message',
  'question',
  'raffle-edition',
  'raffle-draw',
  'mail',
  'post',
  'report',
  'poll',
  'attendance',
  'watched-word',
  'mail-wording',
] as const;
export type AuditItemType = (typeof auditItemTypes)[number];

export const auditItemLabels: Record<AuditItemType, string> = {
  meeting: 'Encuentro',
  axis: 'Eje',
  step: 'Etapa',
  expert: 'Experto',
  thread: 'Hilo del foro',
  test: 'Caso práctico',
  'home-item': 'Elemento de portada',
  page: 'Página',
  'open-masterclass': 'Masterclass abierta',
  media: 'Archivo',
  account: 'Cuenta',
  certificate: 'Certificado',
  'contact-request': 'Solicitud de invitación',
  'meeting-message': 'Mensaje sobre un encuentro',
  question: 'Pregunta al ponente o experto',
  'raffle-edition': 'Edición del sorteo',
  'raffle-draw': 'Sorteo',
  mail: 'Correo',
  post: 'Mensaje de un foro',
  report: 'Reporte de un mensaje',
  poll: 'Encuesta de un encuentro',
  attendance: 'Asistencia a un encuentro',
  'watched-word': 'Palabra vigilada',
  'mail-wording': 'Texto de un correo',
};

export const auditActions = [
  'create',
  'update',
  'publish',
  'unpublish',
  'archive',
  'restore',
  'delete',
  'revoke',
  'retry',
  'hide',
  'dismiss',
  'send',
  'issue',
  'import',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Creó',
  update: 'Modificó',
  publish: 'Publicó',
  unpublish: 'Retiró',
  archive: 'Archivó',
  restore: 'Recuperó',
  delete: 'Eliminó',
  revoke: 'Revocó',
  retry: 'Reintentó',
  hide: 'Ocultó',
  dismiss: 'Descartó',
  send: 'Envió',
  issue: 'Emitió',
  import: 'Importó',
};

/** A field's value before and after a change, as JSON values. */
export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  action: z.enum(auditActions),
  item: z.object({ type: z.enum(auditItemTypes), id: z.string(), label: z.string() }),
  changes: z.record(z.string(), fieldChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Keyset pages: `cursor` is the opaque position after the last entry of the previous page. */
export const auditQuerySchema = z.object({
  actor: z.string().max(36).optional(),
  itemType: z.enum(auditItemTypes).optional(),
  itemId: z.string().max(64).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Absent on the last page. */
  nextCursor: z.string().optional(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const staffMemberSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const staffListSchema = z.array(staffMemberSchema);
export type StaffMember = z.infer<typeof staffMemberSchema>;

/**
 * The largest revision a save may send: revisions are 32-bit integer columns on both engines, so a
 * larger number can never match a saved one and is bad input (422), not PostgreSQL's out-of-range 500.
 */
export const MAX_REVISION = 2_147_483_647;
export const revisionRangeMessage = 'La versión del contenido no es válida. Recarga la página.';

/**
 * Optimistic concurrency: every edit form sends the revision it was loaded with; a save over a newer
 * revision is refused with 409 and `conflict` (docs/product/admin.md#two-editors).
 */
export const revisionField = z.coerce
  .number({ error: 'Falta la versión del contenido. Recarga la página.' })
  .int()
  .min(1)
  .max(MAX_REVISION, { error: revisionRangeMessage });

export { conflictSchema, type Conflict } from '../http/errors.ts';

export const conflictMessage =
  'Otra persona guardó cambios en este contenido mientras lo editabas. Revisa sus cambios antes de guardar de nuevo.';

/** Publication: a draft (null), published now or at a chosen instant (ISO-8601). */
export const publicationStates = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PublicationState = (typeof publicationStates)[number];
export const publicationStateLabels: Record<PublicationState, string> = {
  draft: 'Borrador',
  scheduled: 'Programado',
  published: 'Publicado',
  archived: 'Archivado',
};

export const publishSchema = z.object({
  revision: revisionField,
  /** Absent: now. */
  at: z.iso.datetime({ offset: true, error: 'Indica una fecha y hora válidas.' }).optional(),
});
export type PublishInput = z.infer<typeof publishSchema>;

/** Common list query of the back office: search text, page by keyset cursor. */
export const adminListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
