import { CONSENT_ANSWERED_COOKIE, CONSENT_KEY as KEY } from '@foro/shared/routes/wake';
import { readStored, removeStored, writeStored } from '../../lib/device-storage';

/** The visitor's cookie choice (cookie policy): nothing is measured until it is "accepted". */
export type Consent = 'accepted' | 'rejected';
export const CONSENT_EVENT = 'foro:consent-change';

export function readConsent(): Consent | null {
  const value = readStored(KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function saveConsent(consent: Consent | null) {
  // Not kept (private mode): the banner simply shows again next time.
  if (consent) writeStored(KEY, consent);
  else removeStored(KEY);
  tellTheServer(consent !== null);
  // A prerendered page's banner is hidden by this mark, which its inline script sets (decision 0059).
  document.documentElement.toggleAttribute('data-consent', consent !== null);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/**
 * Tells the server whether this device has answered, so that a member's page drawn for them comes without
 * the banner (decision 0108): a cookie of a year, which says nothing of the choice itself.
 */
function tellTheServer(answered: boolean) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONSENT_ANSWERED_COOKIE}=${answered ? '1; max-age=31536000' : '; max-age=0'}; path=/; samesite=lax${secure}`;
}

/** A device that answered before the server was told (or whose cookie expired) tells it now. */
export function tellTheServerOnce() {
  const told = document.cookie.split('; ').some((pair) => pair.startsWith(`${CONSENT_ANSWERED_COOKIE}=`));
  if (!told && readConsent() !== null) tellTheServer(true);
}
