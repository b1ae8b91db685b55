/**
 * The ALTCHA widget (docs/product/session.md#bot-check), loaded only by `components/ui/BotCheck` through a
 * dynamic import, so it stays out of the main bundle.
 *
 * Under our Content-Security-Policy (`style-src 'self'`, `worker-src 'self' blob:`) the default
 * `altcha` build cannot be used: it injects a <style> element and starts its workers from inline
 * blobs. `altcha/external` does neither: its CSS is a file Vite bundles, and the one worker we need
 * (SHA-256, the algorithm our server's challenges use) is a file Vite emits next to the app.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/external';
import ShaWorker from 'altcha/workers/sha?worker';
import { BOT_CHECK_CHALLENGE_URL, BOT_CHECK_FAILED, botCheckTexts } from '@foro/shared/botcheck/constants';

export type { AltchaWidgetElement };

/** Every text the widget can show, in our Spanish (it would otherwise follow the browser's language). */
const strings = {
  ariaLinkLabel: 'ALTCHA (sitio web oficial)',
  cancel: 'Cancelar',
  enterCode: 'Escribe el código',
  enterCodeAria: 'Escribe el código que escuchas. Pulsa Espacio para oír el audio.',
  enterCodeFromImage: 'Para continuar, escribe el código de la imagen.',
  error: botCheckTexts.error,
  expired: botCheckTexts.expired,
  footer: 'Protegido por ALTCHA',
  getAudioChallenge: 'Escuchar el código',
  label: botCheckTexts.label,
  loading: 'Cargando…',
  reload: 'Recargar',
  verificationRequired: BOT_CHECK_FAILED,
  verified: botCheckTexts.verified,
  verify: 'Verificar',
  verifying: botCheckTexts.verifying,
  waitAlert: 'Verificando… espera un momento.',
};
const LANGUAGE = 'es-foro';

globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
globalThis.$altcha.i18n.set(LANGUAGE, strings);

/**
 * A new widget element, not yet in the page. Verification runs when the person ticks the box or
 * when a form asks for a token; `auto="onsubmit"` also lets the widget solve before a native submit
 * of its form, and keeps the box from being a `required` field that would block that submit.
 */
export function createBotCheckWidget(): AltchaWidgetElement {
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', BOT_CHECK_CHALLENGE_URL);
  widget.setAttribute('language', LANGUAGE);
  widget.setAttribute('auto', 'onsubmit');
  widget.setAttribute('name', 'captchaToken');
  widget.setAttribute('type', 'checkbox');
  // No links to a third-party site inside our forms, and no collection of pointer movements.
  widget.setAttribute(
    'configuration',
    JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false }),
  );
  return widget;
}
