import { useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useThreads } from '../../../features/forum/api/get-threads';
import { ThreadList } from '../../../features/forum/components/ThreadList';
import { usePageTitle } from '../../../lib/use-page-title';

/** /eje/{slug}/foro-de-participacion (docs/product/forum.md#thread-list). */
export default function ThreadsPage() {
  const { slug = '' } = useParams();
  const query = useThreads(slug);
  usePageTitle('Foro de participación');
  return <QueryStatus query={query}>{(data) => <ThreadList slug={slug} data={data} />}</QueryStatus>;
}
