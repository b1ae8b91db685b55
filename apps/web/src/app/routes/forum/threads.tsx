import { useParams } from 'react-router';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { ROUTE_PREVIEW } from '../../../features/axes/preview-text';
import { useThreads } from '../../../features/forum/api/get-threads';
import { ThreadList } from '../../../features/forum/components/ThreadList';
import { usePageTitle } from '../../../lib/use-page-title';

/** /eje/{slug}/foro-de-participacion (docs/product/forum.md#thread-list). */
export default function ThreadsPage() {
  const { slug = '' } = useParams();
  const query = useThreads(slug);
  usePageTitle('Foro de participación');
  return (
    <QueryStatus query={query}>
      {(data) => (
        <>
          {data.preview && <PreviewNotice>{ROUTE_PREVIEW}</PreviewNotice>}
          <ThreadList slug={slug} data={data} />
        </>
      )}
    </QueryStatus>
  );
}
