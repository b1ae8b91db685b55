import { certificateIssuePaths } from '@foro/shared/certificates/constants';
import type { CurrentUser } from '@foro/shared/session/schemas';
import { pages } from '../../config/paths';

/**
 * How the route certificate is reached: a confirmed member issues it (then downloads it); unconfirmed
 * data goes through /confirmacion first, which issues it after saving.
 */
export type RouteCertificateAction = { issuePath: string } | { confirmHref: string };

export function routeCertificateAction(
  axisId: string,
  axisSlug: string,
  user: CurrentUser | undefined,
): RouteCertificateAction {
  if (user?.userUpdatedFields === 1) return { issuePath: certificateIssuePaths.axis(axisId) };
  return { confirmHref: `${pages.confirmation.pattern}?certificado=1&eje=${encodeURIComponent(axisSlug)}` };
}
