import { FREE_ACCESS_COUNTRY_KEY, FREE_ACCESS_EMAIL_KEY } from '@foro/shared/open-access/schemas';
import { readStored, removeStored, writeStored } from '../../lib/device-storage';

/** What the browser keeps once the open-access form is sent (docs/product/contact.md#open-access-form). */
export interface FreeAccess {
  email: string;
  country: string;
}

/** Both stored values, or null when either is missing (or storage is unavailable). */
export function readFreeAccess(): FreeAccess | null {
  const email = readStored(FREE_ACCESS_EMAIL_KEY);
  const country = readStored(FREE_ACCESS_COUNTRY_KEY);
  return email && country ? { email, country } : null;
}

/** Storage refused (a private window that allows none): the live page asks for the form again. */
export function saveFreeAccess({ email, country }: FreeAccess): void {
  writeStored(FREE_ACCESS_EMAIL_KEY, email);
  writeStored(FREE_ACCESS_COUNTRY_KEY, country);
}

export function clearFreeAccess(): void {
  removeStored(FREE_ACCESS_EMAIL_KEY);
  removeStored(FREE_ACCESS_COUNTRY_KEY);
}
