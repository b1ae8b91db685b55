import { z } from '../validation/zod-config.ts';

/**
 * Invitations (docs/product/contact.md#invitations): a link `/acceso-invitados/{hash}` lets a non-member
 * create an account. The `hash` of the link is the invitation's secret; the server keeps only its SHA-256.
 */

/** Days an invitation stays valid after it was sent. */
export const INVITATION_VALID_DAYS = 14;
/** Minimum length of a new member's password. */
export const PASSWORD_MIN_LENGTH = 10;

/** Why an invitation link cannot be used; each has the words the person reads. */
export const invitationProblems = {
  unknown: 'Este enlace de invitación no es válido.',
  used: 'Este enlace de invitación ya se usó. Si ya tienes cuenta, inicia sesión.',
  expired: 'Este enlace de invitación ha caducado. Escríbenos para recibir uno nuevo.',
} as const;
export type InvitationProblem = keyof typeof invitationProblems;

/** The invited address has become a member in the meantime (another invitation, staff). */
export const ALREADY_MEMBER =
  'Ya tienes una cuenta en el Foro de Educadores con este correo. Inicia sesión con tu contraseña.';
/** The account form was sent without a valid invitation in this browser (or after an hour). */
export const INVITATION_NOT_IN_BROWSER =
  'Para crear tu cuenta, abre de nuevo el enlace de invitación que recibiste por correo.';

export const REQUIRED = 'Este campo es obligatorio';
export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
export const PASSWORD_TOO_LONG = 'La contraseña no puede tener más de 200 caracteres.';
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';
export const TOO_LONG = 'Este texto es demasiado largo';

/**
 * POST users/registration (docs/product/contact.md#invitation-page): the secret from the link's third path
 * segment.
 */
export const registrationSchema = z.object({
  hash: z.string({ message: invitationProblems.unknown }).max(200, invitationProblems.unknown),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** The invitation is valid and now remembered by this browser; `email` is the invited address. */
export const registrationResponseSchema = z.object({ status: z.literal(true), email: z.string() });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

const text = (max: number) => z.string({ message: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG);

/** The account form of the connect page (`POST /connect/register`); the e-mail is the invitation's. */
export const createAccountSchema = z
  .object({
    name: text(120),
    lastname: text(120),
    password: z
      .string({ message: REQUIRED })
      .min(1, REQUIRED)
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
      .max(200, PASSWORD_TOO_LONG),
    passwordConfirmation: z.string({ message: REQUIRED }).min(1, REQUIRED).max(200, PASSWORD_TOO_LONG),
    redirectTo: z.string().max(2048).optional(),
    _token: z.string().max(200).optional(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: PASSWORDS_DIFFER,
  });
export type CreateAccountInput = z.input<typeof createAccountSchema>;
