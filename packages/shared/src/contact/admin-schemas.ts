import { z } from '../validation/zod-config.ts';
import { adminListQuery } from '../admin/schemas.ts';
import { countries } from '../directory/countries.ts';
import { schoolTypes } from './schemas.ts';

/**
 * The invitation requests in the back office's inbox (docs/product/inbox.md): one row per e-mail (a
 * repeated request counts on the same row), its state, and what staff may do with one or many at once.
 */

/** new → invited (an invitation was mailed) → account (the person created the account), or refused. */
export const requestStatuses = ['new', 'invited', 'account', 'refused'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusLabels: Record<RequestStatus, string> = {
  new: 'Nueva',
  invited: 'Invitada',
  account: 'Cuenta creada',
  refused: 'Rechazada',
};

export const requestListQuery = adminListQuery.extend({
  status: z.enum(requestStatuses).optional(),
  country: z.enum(countries.map((c) => c.key) as [string, ...string[]]).optional(),
  type: z.enum(schoolTypes).optional(),
  /** Only addresses that are (or are not) members already. */
  member: z.enum(['yes', 'no']).optional(),
});
export type RequestListQuery = z.input<typeof requestListQuery>;

export const requestRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  country: z.string(),
  school: z.string(),
  city: z.string(),
  schoolType: z.string(),
  /** First request. */
  createdAt: z.string(),
  /** Latest request (the same as createdAt when sent once). */
  updatedAt: z.string(),
  /** How many times this address asked (duplicates are grouped on one row). */
  requests: z.number(),
  status: z.enum(requestStatuses),
  /** The address already has an account: staff send a sign-in reminder instead of an invitation. */
  member: z.boolean(),
  invitation: z.object({ sentAt: z.string(), expiresAt: z.string(), expired: z.boolean() }).nullable(),
  refusedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type RequestRow = z.infer<typeof requestRowSchema>;

export const requestPageSchema = z.object({
  rows: z.array(requestRowSchema),
  nextCursor: z.string().optional(),
});
export type RequestPage = z.infer<typeof requestPageSchema>;

export const MAX_BULK = 100;
const ids = z
  .array(z.string().min(1).max(36))
  .min(1, 'Elige al menos una solicitud.')
  .max(MAX_BULK, `Como mucho ${MAX_BULK} solicitudes a la vez.`);

export const requestIdsSchema = z.object({ ids });
export type RequestIdsInput = z.infer<typeof requestIdsSchema>;

/** Refusing: the courteous mail is optional (sent unless staff untick it). */
export const refuseSchema = z.object({ ids, sendMail: z.boolean().default(true) });
export type RefuseInput = z.input<typeof refuseSchema>;

export const bulkOutcomes = ['invited', 'refused', 'reminded', 'skipped', 'failed'] as const;
export type BulkOutcome = (typeof bulkOutcomes)[number];

/** What happened to each request of a bulk action, in the order sent. */
export const bulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      outcome: z.enum(bulkOutcomes),
      message: z.string(),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The inbox's counters in the back office's navigation: items nobody has handled yet. */
export const inboxCountsSchema = z.object({
  /** New invitation requests of people who are not members. */
  requests: z.number(),
  /** Meeting contact messages not answered yet. */
  messages: z.number(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

/** Meeting contact messages (/encuentros/{slug}/contacto) in the inbox. */
export const messageStates = ['open', 'answered'] as const;
export type MessageState = (typeof messageStates)[number];
export const messageStateLabels: Record<MessageState, string> = {
  open: 'Sin responder',
  answered: 'Respondido',
};

export const messageListQuery = adminListQuery.extend({
  meeting: z.string().max(36).optional(),
  state: z.enum(messageStates).optional(),
});
export type MessageListQuery = z.input<typeof messageListQuery>;

export const messageRowSchema = z.object({
  id: z.string(),
  meeting: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  member: z.object({ name: z.string(), email: z.string(), country: z.string() }),
  msg: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  /** 'viewing': a viewing problem sent from the live page (docs/product/inbox.md). */
  kind: z.enum(['message', 'viewing']),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

export const messagePageSchema = z.object({
  rows: z.array(messageRowSchema),
  nextCursor: z.string().optional(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The meetings that received messages, for the list's filter. */
export const messageMeetingsSchema = z.array(
  z.object({ id: z.string(), title: z.string(), open: z.number(), total: z.number() }),
);
export type MessageMeeting = z.infer<typeof messageMeetingsSchema>[number];

export const MAX_ANSWER = 5000;
/** Staff's answer, mailed to the member and kept with the message. */
export const messageAnswerSchema = z.object({
  answer: z
    .string({ error: 'Escribe la respuesta.' })
    .trim()
    .min(1, 'Escribe la respuesta.')
    .max(MAX_ANSWER, `La respuesta admite como mucho ${MAX_ANSWER} caracteres.`),
});
export type MessageAnswerInput = z.infer<typeof messageAnswerSchema>;

export const messageIdParams = z.object({ messageId: z.string().min(1).max(64) });
