import { z } from '../validation/zod-config.ts';
import { adminListQuery } from '../admin/schemas.ts';
import { countries } from '../directory/countries.ts';
import { roles } from '../profile/confirmation.ts';

/**
 * The members' back office (docs/decisions/0039-members-back-office.md): find a member, read what the portal
 * holds about them, and the account actions staff take (name, sign-in e-mail, deactivation, suspension,
 * closure), each with a reason where one applies.
 */

/** An account's state as staff see it; closure wins over suspension, which wins over deactivation. */
export const memberStates = ['active', 'deactivated', 'suspended', 'closed'] as const;
export type MemberState = (typeof memberStates)[number];
export const memberStateLabels: Record<MemberState, string> = {
  active: 'Activa',
  deactivated: 'Desactivada',
  suspended: 'Suspendida',
  closed: 'Baja',
};

/** The name shown for the posts of a member who closed their account (terms of use, privacy policy §9). */
export const LEFT_MEMBER_NAME = 'Miembro que dejó el foro';

export const memberListQuery = adminListQuery.extend({
  /**
   * Words found anywhere in a member's name, surnames, e-mail, school or role label, all of them, in any
   * order, any case, with or without accents (decision 0074).
   */
  q: z.string().trim().max(100, 'Máximo 100 caracteres').optional(),
  country: z.enum(countries.map((c) => c.key) as [string, ...string[]]).optional(),
  /** The start of the school's name. */
  school: z.string().trim().max(100, 'Máximo 100 caracteres').optional(),
});
export type MemberListQuery = z.input<typeof memberListQuery>;

export const memberRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  lastname2: z.string(),
  country: z.string(),
  school: z.string(),
  role: z.enum(['member', 'coach', 'staff']),
  state: z.enum(memberStates),
  createdAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberPageSchema = z.object({
  rows: z.array(memberRowSchema),
  nextCursor: z.string().optional(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

export const memberDetailSchema = z.object({
  member: memberRowSchema.extend({
    city: z.string(),
    phone: z.string(),
    doc: z.string(),
    rol: z.string(),
    updatedAt: z.string(),
    confirmed: z.boolean(),
    suspendedReason: z.string().nullable(),
    /** When the suspension ends by itself; null: until staff lift it. */
    suspendedUntil: z.string().nullable().optional(),
    stateSince: z.string().nullable(),
    /** A sign-in e-mail change staff started and the member has not confirmed yet. */
    pendingEmail: z.string().nullable(),
  }),
  routes: z.array(
    z.object({ axisId: z.string(), title: z.string(), stops: z.number(), visited: z.number() }),
  ),
  tests: z.array(z.object({ title: z.string(), score: z.number(), at: z.string() })),
  posts: z.array(z.object({ where: z.string(), text: z.string(), at: z.string() })),
  postCount: z.number(),
  certificates: z.array(
    z.object({
      code: z.string(),
      kind: z.string(),
      title: z.string(),
      fullName: z.string(),
      issuedAt: z.string(),
      state: z.enum(['current', 'replaced', 'revoked']),
    }),
  ),
  draws: z.array(z.object({ draw: z.string(), at: z.string() })),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberIdParams = z.object({ memberId: z.string().min(1).max(64) });

const REQUIRED_NAME = 'Escribe el nombre.';
const nameText = (required: string | null) =>
  required
    ? z.string().trim().min(1, required).max(120, 'Máximo 120 caracteres')
    : z.string().trim().max(120, 'Máximo 120 caracteres');

export const reasonSchema = z
  .string()
  .trim()
  .min(5, 'Escribe el motivo (al menos 5 caracteres).')
  .max(500, 'Máximo 500 caracteres');

export const nameCorrectionSchema = z.object({
  name: nameText(REQUIRED_NAME),
  lastname: nameText('Escribe el primer apellido.'),
  lastname2: nameText(null).default(''),
  reason: reasonSchema,
});
export type NameCorrection = z.input<typeof nameCorrectionSchema>;

/**
 * Staff's correction of where a member works and as what (docs/decisions/0090-member-place-fields.md): the
 * country and role from the lists of the member's own form, the city and school as their names (placed
 * in the directory by the server when they match one entry).
 */
export const placeCorrectionSchema = z.object({
  country: z.enum(countries.map((c) => c.key) as [string, ...string[]], { error: 'Elige el país.' }),
  city: z.string().trim().max(120, 'Máximo 120 caracteres').default(''),
  school: z.string().trim().min(1, 'Escribe el colegio.').max(200, 'Máximo 200 caracteres'),
  rol: z.enum(roles, { error: 'Elige el rol.' }),
  reason: reasonSchema,
});
export type PlaceCorrection = z.input<typeof placeCorrectionSchema>;

export const emailChangeByStaffSchema = z.object({
  email: z
    .email({ error: 'Escribe un correo electrónico válido.' })
    .trim()
    .max(254, 'Máximo 254 caracteres')
    .toLowerCase(),
  reason: reasonSchema,
});
export type EmailChangeByStaff = z.input<typeof emailChangeByStaffSchema>;

/** Deactivation, suspension, reactivation and closure all carry a reason kept in the audit log. */
export const reasonBodySchema = z.object({ reason: reasonSchema });
export type ReasonBody = z.input<typeof reasonBodySchema>;

/**
 * A suspension, with its end when staff give one (docs/decisions/0075-written-answers-and-forgiving-moderation.md):
 * an instant with its offset, in the future; without it the account stays suspended until staff lift it.
 */
export const suspensionSchema = reasonBodySchema.extend({
  until: z.iso.datetime({ offset: true, error: 'Indica una fecha y hora válidas.' }).nullable().optional(),
});
export type SuspensionInput = z.input<typeof suspensionSchema>;

/** Suspended now: a suspension whose end has passed no longer counts (the account is active again). */
export const suspendedNow = (
  row: { suspended_at: string | null; suspended_until?: string | null },
  nowIso: string,
): boolean => row.suspended_at !== null && (!row.suspended_until || row.suspended_until > nowIso);

/** Closure cannot be undone: staff type the member's e-mail address to confirm it. */
export const closureSchema = reasonBodySchema.extend({
  confirmEmail: z.string().trim().toLowerCase().max(254),
});
export type Closure = z.input<typeof closureSchema>;

export const memberActionResultSchema = z.object({ message: z.string() });
