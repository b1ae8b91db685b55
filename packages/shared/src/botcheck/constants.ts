/**
 * The bot check of docs/product/session.md#bot-check (a self-hosted ALTCHA proof of work). Plain constants,
 * no zod, so the browser can import them without pulling the schemas in.
 */

/** Where the widget fetches a fresh challenge. */
export const BOT_CHECK_CHALLENGE_URL = '/api/altcha/challenge';

/** The action of docs/product/session.md#bot-check: the contact, confirmation and open-access submits. */
export const BOT_CHECK_ACTION = 'submit';

/** The request field that carries the token (docs/product/session.md#bot-check). */
export const BOT_CHECK_FIELD = 'captchaToken';

/** Shown on the field when the token is missing, wrong, spent or expired. */
export const BOT_CHECK_FAILED = 'Completa la verificación de seguridad';

/** A token is a base64 JSON object of a few hundred characters; anything longer is refused unread. */
export const BOT_CHECK_TOKEN_MAX_LENGTH = 4000;

/** What the widget says, in the portal's Spanish (it would otherwise follow the browser's language). */
export const botCheckTexts = {
  label: 'No soy un robot',
  verifying: 'Verificando…',
  verified: 'Verificado',
  error: 'No se pudo verificar. Inténtalo de nuevo.',
  expired: 'La verificación ha caducado. Vuelve a marcar la casilla.',
  loadFailed: 'No se pudo cargar la verificación de seguridad. Recarga la página.',
} as const;
