import { BOT_CHECK_TOKEN_MAX_LENGTH } from '../botcheck/constants.ts';
import { z } from '../validation/zod-config.ts';

export const REQUIRED = 'Este campo es obligatorio';
export const INVALID_EMAIL = 'Introduce un correo electrónico válido';
export const BAD_CREDENTIALS = 'El correo electrónico o la contraseña no son correctos.';

/** The sign-in form of the connect page. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, REQUIRED).max(254).pipe(z.email(INVALID_EMAIL)),
  password: z.string().min(1, REQUIRED).max(200),
  redirectTo: z.string().max(2048).optional(),
  _token: z.string().max(200).optional(),
  /** A solved sign-in challenge, needed after repeated failures of the account (decision 0069). */
  captchaToken: z.string().max(BOT_CHECK_TOKEN_MAX_LENGTH).optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** docs/product/session.md#current-user: `userUpdatedFields` -1 means anonymous. */
export const currentUserSchema = z.object({
  username: z.string(),
  /** Given name(s) and surname, as the portal shows a member. */
  name: z.string(),
  /** The given name(s) alone, whole ("María José"), for greetings. */
  firstName: z.string(),
  userCountry: z.string(),
  userUpdatedFields: z.number().int(),
  userId: z.string(),
  role: z.enum(['anonymous', 'member', 'coach', 'staff']),
  /**
   * The member's own IANA zone from country and region (decision 0046), in which every meeting time
   * is shown to them; absent for visitors (they get `visitorTimeZone`) and for a country the portal
   * does not serve.
   */
  timeZone: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const ANONYMOUS_USER: CurrentUser = {
  username: '',
  name: '',
  firstName: '',
  userCountry: '',
  userUpdatedFields: -1,
  userId: '',
  role: 'anonymous',
};

export { XSRF_COOKIE, XSRF_HEADER } from './constants.ts';
