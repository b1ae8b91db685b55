import type { ReactNode } from 'react';
import { useModal } from '../../../components/modals/modal-context';
import { Button, buttonClass, type ButtonVariant } from '../../../components/ui/Button';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { CertificateButton } from '../CertificateButton';
import { routeCertificateAction } from '../route-certificate';

/**
 * "Descargar certificado" of a route (docs/product/certificates.md#route-certificate): with stops
 * missing it names them in a modal; otherwise it issues and downloads the certificate, or sends a
 * member who has not confirmed her data to the confirmation first.
 */
export function RouteCertificateButton({
  axisId,
  axisSlug,
  notVisited,
  variant = 'brand',
  children,
}: {
  axisId: string;
  axisSlug: string;
  /** The stops still missing, by name. */
  notVisited: string[];
  /** The look of the button while stops are missing. */
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const { open } = useModal();
  const { data: user } = useCurrentUser();
  if (notVisited.length) {
    return (
      <Button variant={variant} onClick={() => open({ kind: 'missingStops', names: notVisited })}>
        {children}
      </Button>
    );
  }
  const certificate = routeCertificateAction(axisId, axisSlug, user);
  if ('issuePath' in certificate) {
    return <CertificateButton issuePath={certificate.issuePath}>{children}</CertificateButton>;
  }
  return (
    <a href={certificate.confirmHref} className={buttonClass('brand')}>
      {children}
    </a>
  );
}
