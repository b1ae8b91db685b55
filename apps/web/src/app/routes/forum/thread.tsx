import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { livePaths } from '@foro/shared/live/constants';
import { LiveFeed } from '../../../features/live/components/LiveFeed';
import { forumKeys } from '../../../features/forum/api/query-keys';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { ROUTE_PREVIEW } from '../../../features/axes/preview-text';
import { useThread } from '../../../features/forum/api/get-thread';
import { Thread } from '../../../features/forum/components/Thread';
import { pageFromSearch } from '../../../features/forum/format';

/**
 * /eje/{slug}/foro-de-participacion/{slugThread}/posts (docs/product/forum.md#thread-screen). The page
 * is in the address (`?pagina=3`), so reload, Back and a shared link keep it.
 */
export default function ThreadPage() {
  const { slug = '', slugThread = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('pagina'));
  const query = useThread(slug, slugThread, page);
  const client = useQueryClient();
  // Every page of the thread is read again: a reply may add a page, a hidden post move the others.
  const reread = () =>
    void client.invalidateQueries({ queryKey: forumKeys.thread(slug, slugThread, 1).slice(0, -1) });
  const onPage = (p: number) => {
    if (p === page) return;
    setSearch(p > 1 ? { pagina: String(p) } : {});
  };
  return (
    <QueryStatus query={query}>
      {(data) => (
        <>
          {data.preview && <PreviewNotice>{ROUTE_PREVIEW}</PreviewNotice>}
          <LiveFeed
            url={livePaths.thread(slug, slugThread)}
            arriveAt="bottom"
            onChanged={reread}
            // Replies arrive on the last page: from an earlier one the button goes there.
            {...(data.page < data.pages ? { onShowNew: () => onPage(data.pages) } : {})}
          >
            <Thread slug={slug} slugThread={slugThread} data={data} onPage={onPage} />
          </LiveFeed>
        </>
      )}
    </QueryStatus>
  );
}
