import { useModal } from '../../../components/modals/modal-context';
import { Button, buttonClass } from '../../../components/ui/Button';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { CertificateButton } from '../CertificateButton';
import { routeCertificateAction } from '../route-certificate';

export interface RouteCertificateState {
  axisId: string;
  axisSlug: string;
  /** The route's name, read to screen readers after "Descargar certificado". */
  axisTitle: string;
  /** Whether the certificate stop (8) is open. */
  opened: boolean;
  /** The stops still missing, by name. */
  notVisited: string[];
}

/**
 * The route certificate's action in a table cell (docs/product/certificates.md#route-certificate):
 * nothing before the certificate stop opens, the missing stops' modal while stops are missing, then
 * the download (or the confirmation of the member's data first).
 */
export function RouteCertificateCell({
  axisId,
  axisSlug,
  axisTitle,
  opened,
  notVisited,
}: RouteCertificateState) {
  const { open } = useModal();
  const { data: user } = useCurrentUser();
  if (!opened) return <span>-</span>;
  const label = (
    <>
      Descargar certificado<span className="visually-hidden"> de {axisTitle}</span>
    </>
  );
  if (notVisited.length) {
    return (
      <Button variant="outline" onClick={() => open({ kind: 'missingStops', names: notVisited })}>
        {label}
      </Button>
    );
  }
  const certificate = routeCertificateAction(axisId, axisSlug, user);
  if ('issuePath' in certificate) {
    return <CertificateButton issuePath={certificate.issuePath}>{label}</CertificateButton>;
  }
  return (
    <a href={certificate.confirmHref} className={buttonClass('brand')}>
      {label}
    </a>
  );
}
