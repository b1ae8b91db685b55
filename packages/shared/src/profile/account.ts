import { z } from '../validation/zod-config.ts';
import { PASSWORDS_DIFFER, REQUIRED } from '../invitations/schemas.ts';
import { newPasswordFields } from '../session/password-reset.ts';

/** The password and sessions of a member's account in `/perfil` (docs/decisions/0036). */

export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';
export const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';
export const PASSWORD_CHANGED = 'Tu contraseña ha cambiado. Cerramos la sesión en tus otros dispositivos.';

/** `POST /api/users/password` */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ message: REQUIRED }).min(1, REQUIRED).max(200, REQUIRED),
    ...newPasswordFields,
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PASSWORDS_DIFFER,
  })
  .refine((v) => v.password !== v.currentPassword, { path: ['password'], message: SAME_PASSWORD });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changePasswordResponseSchema = z.object({
  status: z.literal(true),
  endedSessions: z.number().int(),
});

/** One active session of the member, as `/perfil` lists it. */
export const accountSessionSchema = z.object({
  /** Names the session without being its secret (a digest of the stored digest). */
  id: z.string(),
  /** "Chrome en Windows", from the browser's user agent. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** `POST /api/users/sessions/end`: one session by its id, or `others` for every session but this one. */
export const endSessionsSchema = z.union([
  z.object({ id: z.string().min(1).max(64) }).strict(),
  z.object({ others: z.literal(true) }).strict(),
]);
export const endSessionsResponseSchema = z.object({ ended: z.number().int() });

/** "Darme de baja" in `/perfil` (docs/decisions/0070): the member's own closure, confirmed twice. */
export const CLOSE_CONFIRM_EMAIL = 'Escribe tu correo tal como aparece arriba para confirmar la baja.';
export const OWN_CLOSURE_REASON = 'El miembro se dio de baja desde su perfil.';
export const STAFF_CANNOT_CLOSE_OWN =
  'Una cuenta del equipo no se da de baja desde el perfil: pídeselo a otra persona del equipo.';

/** `POST /api/users/close` */
export const ownClosureSchema = z.object({
  confirmEmail: z
    .string({ message: CLOSE_CONFIRM_EMAIL })
    .trim()
    .toLowerCase()
    .min(1, CLOSE_CONFIRM_EMAIL)
    .max(254, CLOSE_CONFIRM_EMAIL),
  currentPassword: z.string({ message: REQUIRED }).min(1, REQUIRED).max(200, REQUIRED),
});
export type OwnClosureInput = z.input<typeof ownClosureSchema>;
export const ownClosureResponseSchema = z.object({ message: z.string() });

/** The file "Descargar mis datos" saves: `mis-datos-foro-de-educadores-2026-11-28.json`. */
export const ownDataFileName = (at: Date) =>
  `mis-datos-foro-de-educadores-${at.toISOString().slice(0, 10)}.json`;
export const OWN_CLOSURE_DONE =
  'Tu cuenta se dio de baja. Borramos tus datos personales; tus mensajes quedan como «Miembro que dejó el foro».';
