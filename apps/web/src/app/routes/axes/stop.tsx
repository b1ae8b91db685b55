import { useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useStop } from '../../../features/axes/api/get-stop';
import { StopScreen } from '../../../features/axes/components/StopScreen';
import { RouteCertificateButton } from '../../../features/certificates/components/RouteCertificateButton';
import { RaffleNotice } from '../../../features/draws/components/RaffleNotice';

/** /eje/{slug}/etapa/{slugStep} (docs/product/axes.md#stop-screen). */
export default function StopPage() {
  const { slug = '', slugStep = '' } = useParams();
  const query = useStop(slug, slugStep);
  return (
    // A stop not open yet is refused with its date: the page keeps its heading (issue 35, item 15).
    <QueryStatus query={query} refusedTitle="Parada no disponible">
      {(stop) => (
        <StopScreen
          key={slugStep}
          slug={slug}
          slugStep={slugStep}
          stop={stop}
          aside={stop.kind === 'test' || stop.kind === 'certificate' ? <RaffleNotice /> : undefined}
          certificate={
            <RouteCertificateButton
              axisId={stop.infoCert.axisId}
              axisSlug={slug}
              notVisited={stop.infoCert.notVisited}
            >
              Descargar certificado
            </RouteCertificateButton>
          }
        />
      )}
    </QueryStatus>
  );
}
