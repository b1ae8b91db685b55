import { useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useMasterclass } from '../../../features/axes/api/get-masterclass';
import { MasterclassScreen } from '../../../features/axes/components/MasterclassScreen';

/** /eje/{slug}/masterclass/{slugStep} (docs/product/axes.md#masterclass-screen). */
export default function MasterclassPage() {
  const { slug = '', slugStep = '' } = useParams();
  const query = useMasterclass(slug, slugStep);
  return (
    <QueryStatus query={query}>
      {(info) => <MasterclassScreen key={slugStep} slug={slug} slugStep={slugStep} info={info} />}
    </QueryStatus>
  );
}
