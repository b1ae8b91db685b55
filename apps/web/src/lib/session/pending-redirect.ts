/**
 * docs/product/session.md#pending-redirect-after-logout: the route path is kept so that signing in again
 * returns there. It lives in localStorage because the sign-in happens on the provider's page.
 */
import { readStored, removeStored, writeStored } from '../device-storage';

const KEY = 'foro.pendingRedirect';

export function rememberRouteOnLogout(pathname: string): boolean {
  return pathname.startsWith('/eje/') && writeStored(KEY, pathname);
}

export function peekPendingRedirect(): string | null {
  const value = readStored(KEY);
  return value && value.startsWith('/eje/') ? value : null;
}

/** Reads and clears the stored path (called once the person is signed in again). */
export function takePendingRedirect(): string | null {
  const value = peekPendingRedirect();
  removeStored(KEY);
  return value;
}

/** Where the connect page should return: the stored route if any, else the current location. */
export function loginReturnUrl(currentHref: string, origin: string): string {
  const pending = peekPendingRedirect();
  return pending ? origin + pending : currentHref;
}

/**
 * Where logout should land (docs/product/session.md#sign-out): from a route, the 2022 home with the login
 * modal open.
 */
export function logoutTarget(pathname: string, home2022: string): string {
  return rememberRouteOnLogout(pathname) ? `${home2022}#login` : '/';
}
