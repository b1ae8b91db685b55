/** The visitor's cookie choice (cookie policy): nothing is measured until it is "accepted". */
export type Consent = 'accepted' | 'rejected';
const KEY = 'foro.cookieConsent';
export const CONSENT_EVENT = 'foro:consent-change';

export function readConsent(): Consent | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

export function saveConsent(consent: Consent | null) {
  try {
    if (consent) localStorage.setItem(KEY, consent);
    else localStorage.removeItem(KEY);
  } catch {
    /* private mode: the banner simply shows again next time */
  }
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
