export { pages, pathTo, providerPaths, externalLinks, MAIN_AXIS_SLUG } from '@foro/shared/routes/paths';
import { pages, providerPaths } from '@foro/shared/routes/paths';

/** The provider's connect page for a sign-in that comes back to `returnTo` (a path or a full URL). */
export const connectUrl = (returnTo: string) =>
  `${providerPaths.connect}?redirectTo=${encodeURIComponent(returnTo)}`;
export const logoutUrl = (returnTo: string) =>
  `${providerPaths.logout}?redirectTo=${encodeURIComponent(returnTo)}`;
export const confirmationUrl = (returnTo: string) =>
  `${pages.confirmation.pattern}?redirectTo=${encodeURIComponent(returnTo)}`;
