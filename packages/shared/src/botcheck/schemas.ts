import { z } from '../validation/zod-config.ts';
import { BOT_CHECK_FAILED, BOT_CHECK_TOKEN_MAX_LENGTH } from './constants.ts';

/**
 * The challenge the widget fetches (ALTCHA's v1 format, which the `altcha` widget reads): solve
 * `challenge = SHA-256(salt + number)` for a number from 0 to `maxnumber`. The salt carries the
 * expiry and the action (`…?expires=<unix seconds>&action=submit&`); the signature is the server's
 * HMAC of `challenge`.
 */
export const botCheckChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/** The token field of a protected form; the server checks its content, this only bounds it. */
export const captchaTokenSchema = z
  .string({ message: BOT_CHECK_FAILED })
  .max(BOT_CHECK_TOKEN_MAX_LENGTH, BOT_CHECK_FAILED);
