import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useThread } from '../../../features/forum/api/get-thread';
import { Thread } from '../../../features/forum/components/Thread';

/** /eje/{slug}/foro-de-participacion/{slugThread}/posts (docs/product/forum.md#thread-screen). */
export default function ThreadPage() {
  const { slug = '', slugThread = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useThread(slug, slugThread, page);
  return (
    <QueryStatus query={query}>
      {(data) => <Thread slug={slug} slugThread={slugThread} data={data} onPage={setPage} />}
    </QueryStatus>
  );
}
