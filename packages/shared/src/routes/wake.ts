/// <reference lib="dom" />
/// <reference lib="dom.asynciterable" />
// Browser code the server sends as text (prerender.ts): it is typed for the browser wherever it is compiled.
/**
 * A prerendered visitor page loads the app's code when a person acts, not while they read
 * (docs/decisions/0059-visitor-pages-load-their-code-when-a-person-acts.md). The server puts `wake` in
 * the page's head as an inline script (its text is fixed, so the CSP allows it by its hash) and the
 * app's scripts, which the shell would have loaded at once, in a JSON element beside it.
 */

/** The id of the `<script type="application/json">` that names the app's scripts for `wake`. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** What that element holds: the app's entry and the modules the shell announced with it. */
export interface AppScripts {
  entry: string;
  preloads: string[];
}

/** The event main.tsx sends once the app has taken the page over; `wake` then does what was asked before. */
export const TAKEN_OVER_EVENT = 'foro:taken-over';

/** A cookie the browser can read, set beside a signed-in session: a member's pages load their code at once. */
export const MEMBER_COOKIE = 'foro_member';

/** Where the visitor's cookie choice is kept on the device (features/consent). */
export const CONSENT_KEY = 'foro.cookieConsent';

/**
 * A cookie beside that choice (`1`, no more: which choice stays on the device), so that the server draws a
 * member's page without the cookie banner for a device that has answered it
 * (docs/decisions/0108-member-pages-drawn-on-the-server.md).
 */
export const CONSENT_ANSWERED_COOKIE = 'foro_consent';

/** The settings `wake` runs with: passed in, because its text runs alone in the page. */
export interface WakeSettings {
  scriptsId: string;
  takenOver: string;
  memberCookie: string;
  consentKey: string;
}

export const WAKE_SETTINGS: WakeSettings = {
  scriptsId: APP_SCRIPTS_ID,
  takenOver: TAKEN_OVER_EVENT,
  memberCookie: MEMBER_COOKIE,
  consentKey: CONSENT_KEY,
};

/**
 * Runs in the page's head, before the first paint. It refers to nothing outside itself: the server sends
 * its text. It
 * - marks a device that has answered the cookie banner (`data-consent`), so the banner the page carries
 *   stays hidden;
 * - loads the app at once for a member (their header and pages depend on the session), a visitor who
 *   accepted measurement (the app records the page view) or an address with a fragment or a query (the
 *   app acts on them: a modal to open, a section to reach); otherwise at the first sign of a person (a
 *   pointer, a touch, a key, the wheel, a focus);
 * - keeps a tap on a button or a form sent before the app has taken the page over, and does it again
 *   once it has (main.tsx sends `takenOver`): links work without the app and are left alone.
 */
export function wake(settings: WakeSettings): void {
  const root = document.documentElement;
  let consent: string | null = null;
  try {
    consent = localStorage.getItem(settings.consentKey);
  } catch {
    // Storage refused (private mode): the banner shows, as the app would show it.
  }
  if (consent === 'accepted' || consent === 'rejected') root.setAttribute('data-consent', '');

  const signs = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'hashchange'];
  let started = false;
  const start = () => {
    if (started) return;
    // The list of scripts comes after the page's markup: a member's page starts before it is read.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    for (const sign of signs) window.removeEventListener(sign, start, true);
    const named = document.getElementById(settings.scriptsId)?.textContent;
    if (!named) return;
    const scripts = JSON.parse(named) as { entry: string; preloads: string[] };
    for (const href of scripts.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts.entry;
    document.head.append(script);
  };

  let asked: HTMLElement | null = null;
  const keep = (event: Event) => {
    if (!root.hasAttribute('data-prerendered') || !(event.target instanceof Element)) return;
    const target = event.type === 'submit' ? event.target : event.target.closest('button, [role="button"]');
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    asked = target;
    start();
  };
  window.addEventListener('click', keep, true);
  window.addEventListener('submit', keep, true);
  window.addEventListener(
    settings.takenOver,
    () => {
      window.removeEventListener('click', keep, true);
      window.removeEventListener('submit', keep, true);
      const again = asked;
      asked = null;
      // Taken over from the same markup, the element is the one on screen; redrawn, it is gone. Done in
      // a task of its own: a tap answered within the take-over's effects opened nothing (measured).
      setTimeout(() => {
        if (!again?.isConnected) return;
        if (again instanceof HTMLFormElement) again.requestSubmit();
        else again.click();
      });
    },
    { once: true },
  );

  const member = document.cookie.split('; ').some((pair) => pair.startsWith(`${settings.memberCookie}=`));
  // A visitor who accepted measurement: the app records the page view (features/consent/tracking.ts).
  if (member || consent === 'accepted' || location.hash || location.search) start();
  else for (const sign of signs) window.addEventListener(sign, start, { capture: true, passive: true });
}
