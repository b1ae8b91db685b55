import { joinStopNames } from '@foro/shared/axes/schemas';
import type { CurrentUser } from '@foro/shared/session/schemas';
import { pages, providerPaths } from '../../config/paths';

/** Where the route certificate is fetched: unconfirmed data goes through /confirmacion first. */
export function routeCertificateHref(
  axisId: string,
  axisSlug: string,
  user: CurrentUser | undefined,
): string {
  if (user?.userUpdatedFields === 1) return providerPaths.axisCertificate(axisId);
  return `${pages.confirmation.pattern}?certificado=1&eje=${encodeURIComponent(axisSlug)}`;
}

export { joinStopNames };
