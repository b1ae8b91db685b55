import { z } from '../validation/zod-config.ts';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '../invitations/schemas.ts';
import { INVALID_EMAIL, REQUIRED } from './schemas.ts';

/**
 * A forgotten password (docs/decisions/0036): the member asks by e-mail, the mail carries a link that
 * works once, for an hour, and opens a page to choose a new password.
 */

/** How long the link in the mail can be used. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** The same answer whether or not the address has an account. */
export const PASSWORD_RESET_SENT =
  'Si hay una cuenta con ese correo, te enviamos un enlace para elegir una nueva contraseña. ' +
  'Revisa tu bandeja de entrada (y la carpeta de correo no deseado). El enlace sirve una vez, durante una hora.';

export const PASSWORD_RESET_TOO_MANY =
  'Has pedido demasiados enlaces en poco tiempo. Espera unos minutos y vuelve a intentarlo.';

export const PASSWORD_TOO_COMMON = 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.';

/** Why a link cannot set a password; each says what to do next. */
export type PasswordResetProblem = 'unknown' | 'truncated' | 'expired' | 'used';

export const passwordResetProblems: Record<PasswordResetProblem, { title: string; message: string }> = {
  unknown: {
    title: 'Este enlace no es válido',
    message:
      'No reconocemos este enlace para cambiar la contraseña. Pide uno nuevo: te lo enviamos a tu correo.',
  },
  truncated: {
    title: 'El enlace está incompleto',
    message:
      'Parece que el enlace se cortó al copiarlo. Ábrelo directamente desde el correo o pide uno nuevo.',
  },
  expired: {
    title: 'Este enlace ha caducado',
    message: `Los enlaces para cambiar la contraseña sirven durante ${PASSWORD_RESET_VALID_MINUTES} minutos. Pide uno nuevo.`,
  },
  used: {
    title: 'Este enlace ya se usó',
    message:
      'Cada enlace sirve una sola vez. Si ya cambiaste tu contraseña, inicia sesión con ella; si no, pide un enlace nuevo.',
  },
};

/** The request form (`POST /connect/password-reset`). */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(254, INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL)),
  _token: z.string().max(200).optional(),
});

/** A new password and its repetition; the list of common passwords is checked on the server. */
export const newPasswordFields = {
  password: z
    .string({ message: REQUIRED })
    .min(1, REQUIRED)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(200, PASSWORD_TOO_LONG),
  passwordConfirmation: z.string({ message: REQUIRED }).min(1, REQUIRED).max(200, PASSWORD_TOO_LONG),
};

/** The form of the page the link opens (`POST /connect/password-reset/new`). */
export const passwordResetSchema = z
  .object({
    ...newPasswordFields,
    secret: z.string().max(200).optional(),
    _token: z.string().max(200).optional(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PASSWORDS_DIFFER,
  });
