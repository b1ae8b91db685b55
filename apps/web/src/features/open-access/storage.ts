import { FREE_ACCESS_COUNTRY_KEY, FREE_ACCESS_EMAIL_KEY } from '@foro/shared/open-access/schemas';

/** What the browser keeps once the open-access form is sent (docs/product/contact.md#open-access-form). */
export interface FreeAccess {
  email: string;
  country: string;
}

/** Both stored values, or null when either is missing (or storage is unavailable). */
export function readFreeAccess(): FreeAccess | null {
  try {
    const email = localStorage.getItem(FREE_ACCESS_EMAIL_KEY);
    const country = localStorage.getItem(FREE_ACCESS_COUNTRY_KEY);
    return email && country ? { email, country } : null;
  } catch {
    return null;
  }
}

export function saveFreeAccess({ email, country }: FreeAccess): void {
  try {
    localStorage.setItem(FREE_ACCESS_EMAIL_KEY, email);
    localStorage.setItem(FREE_ACCESS_COUNTRY_KEY, country);
  } catch {
    // Storage refused (a private window that allows none): the live page asks for the form again.
  }
}

export function clearFreeAccess(): void {
  try {
    localStorage.removeItem(FREE_ACCESS_EMAIL_KEY);
    localStorage.removeItem(FREE_ACCESS_COUNTRY_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
