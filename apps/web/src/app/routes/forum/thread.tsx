import { useState } from 'react';
import { useParams } from 'react-router';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { ROUTE_PREVIEW } from '../../../features/axes/preview-text';
import { useThread } from '../../../features/forum/api/get-thread';
import { Thread } from '../../../features/forum/components/Thread';

/** /eje/{slug}/foro-de-participacion/{slugThread}/posts (docs/product/forum.md#thread-screen). */
export default function ThreadPage() {
  const { slug = '', slugThread = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useThread(slug, slugThread, page);
  return (
    <QueryStatus query={query}>
      {(data) => (
        <>
          {data.preview && <PreviewNotice>{ROUTE_PREVIEW}</PreviewNotice>}
          <Thread slug={slug} slugThread={slugThread} data={data} onPage={setPage} />
        </>
      )}
    </QueryStatus>
  );
}
