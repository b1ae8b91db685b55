import { CONSENT_KEY as KEY } from '@foro/shared/routes/wake';

/** The visitor's cookie choice (cookie policy): nothing is measured until it is "accepted". */
export type Consent = 'accepted' | 'rejected';
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
  // A prerendered page's banner is hidden by this mark, which its inline script sets (decision 0059).
  document.documentElement.toggleAttribute('data-consent', consent !== null);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
