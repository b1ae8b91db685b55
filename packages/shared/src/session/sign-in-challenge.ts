/**
 * The growing proof of work of the sign-in form after repeated failures (docs/product/session.md#sign-in,
 * decision 0069). Plain constants: the connect page's script and the server read them.
 */

/** Where the connect page asks which challenge (if any) a sign-in for an address needs. */
export const SIGN_IN_CHALLENGE_PATH = '/connect/challenge';

/** The bot-check action of sign-in challenges (never accepted by the other forms, nor theirs here). */
export const SIGN_IN_CHALLENGE_ACTION = 'signin';

/** Shown while the browser solves the challenge. */
export const SIGN_IN_CHALLENGE_SOLVING =
  'Ha habido varios intentos fallidos de entrar en esta cuenta. Por seguridad, tu navegador está haciendo una comprobación antes de entrar; puede tardar unos segundos.';

/** A sign-in that needed a challenge and came without one (no JavaScript, or an old page). */
export const SIGN_IN_CHALLENGE_REQUIRED =
  'Ha habido varios intentos fallidos de entrar en esta cuenta. Por seguridad, tu navegador debe completar una comprobación automática antes de entrar: activa JavaScript y vuelve a intentarlo.';

/** A challenge that was forged, spent, expired, for another account, or easier than needed. */
export const SIGN_IN_CHALLENGE_FAILED =
  'No se pudo completar la comprobación de seguridad o ha caducado. Vuelve a intentarlo.';
