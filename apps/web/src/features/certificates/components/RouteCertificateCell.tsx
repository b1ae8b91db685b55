import { RouteCertificateButton } from './RouteCertificateButton';

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

/** The route certificate's action in a table cell: nothing before the certificate stop opens. */
export function RouteCertificateCell({
  axisId,
  axisSlug,
  axisTitle,
  opened,
  notVisited,
}: RouteCertificateState) {
  if (!opened) return <span>-</span>;
  return (
    <RouteCertificateButton axisId={axisId} axisSlug={axisSlug} notVisited={notVisited} variant="outline">
      Descargar certificado<span className="visually-hidden"> de {axisTitle}</span>
    </RouteCertificateButton>
  );
}
