import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPTS_ID,
  CONSENT_KEY,
  MEMBER_COOKIE,
  TAKEN_OVER_EVENT,
  WAKE_SETTINGS,
  wake,
} from '@foro/shared/routes/wake';

/** The inline script of a prerendered page (decision 0059), run in a page like the one the server sends. */
const appScripts = () => [
  ...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
];

/** The page's button, with the taps it has received. */
function countedButton() {
  const button = document.querySelector('button')!;
  let taps = 0;
  button.addEventListener('click', () => taps++);
  return { button, taps: () => taps };
}

/** What main.tsx does once the app has taken the page over; the kept tap is made in a task of its own. */
function takeOver() {
  window.dispatchEvent(new Event(TAKEN_OVER_EVENT));
  vi.runAllTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.setAttribute('data-prerendered', '');
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="root"><button type="button">Ver el vídeo</button><a href="/politica-cookies">Política</a></div>
    <script type="application/json" id="${APP_SCRIPTS_ID}">{"entry":"/assets/index-a.js","preloads":["/assets/about-a.js"]}</script>`;
});

afterEach(() => {
  // Each run's listeners end with the take-over, as in a page.
  takeOver();
  vi.useRealTimers();
  document.cookie = `${MEMBER_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
  document.documentElement.removeAttribute('data-consent');
});

describe('a prerendered page’s wake', () => {
  it('loads no code while the visitor reads, and all of it at the first sign of a person', () => {
    wake(WAKE_SETTINGS);
    expect(appScripts()).toEqual([]);
    window.dispatchEvent(new Event('pointermove'));
    expect(appScripts().map((node) => node.getAttribute('src') ?? node.getAttribute('href'))).toEqual([
      '/assets/about-a.js',
      '/assets/index-a.js',
    ]);
    // Once: another sign adds nothing.
    window.dispatchEvent(new Event('keydown'));
    expect(appScripts()).toHaveLength(2);
  });

  it('loads the code at once for a signed-in member', () => {
    document.cookie = `${MEMBER_COOKIE}=1; path=/`;
    wake(WAKE_SETTINGS);
    expect(appScripts()).toHaveLength(2);
  });

  it('loads the code at once for a visitor who accepted measurement (the app records the page view)', () => {
    localStorage.setItem(CONSENT_KEY, 'rejected');
    wake(WAKE_SETTINGS);
    expect(appScripts()).toEqual([]);
    localStorage.setItem(CONSENT_KEY, 'accepted');
    wake(WAKE_SETTINGS);
    expect(appScripts()).toHaveLength(2);
  });

  it('keeps a tap on a button made before the code came, and makes it again once the app has taken over', () => {
    wake(WAKE_SETTINGS);
    const { button, taps } = countedButton();
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(appScripts()).toHaveLength(2);
    expect(taps()).toBe(1);

    document.documentElement.removeAttribute('data-prerendered');
    takeOver();
    expect(taps()).toBe(2);
    // Taps after the take-over are the app's own.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('does not make a tap again on a button the app drew anew', () => {
    wake(WAKE_SETTINGS);
    const { button, taps } = countedButton();
    button.click();
    button.remove();
    takeOver();
    expect(taps()).toBe(1);
  });

  it('leaves links to the browser', () => {
    wake(WAKE_SETTINGS);
    let prevented: boolean | undefined;
    // Runs after the wake's own listener; then stops jsdom from following the link.
    window.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(prevented).toBe(false);
    expect(appScripts()).toEqual([]);
  });

  it('hides the cookie banner on a device that has answered it, before the first paint', () => {
    wake(WAKE_SETTINGS);
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    localStorage.setItem(CONSENT_KEY, 'rejected');
    wake(WAKE_SETTINGS);
    expect(document.documentElement.hasAttribute('data-consent')).toBe(true);
  });
});
