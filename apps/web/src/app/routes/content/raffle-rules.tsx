import { QueryStatus } from '../../../components/ui/QueryStatus';
import { usePage } from '../../../features/content/api/get-page';
import { RaffleRulesView } from '../../../features/content/components/RaffleRulesView';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';

/** /bases-del-sorteo (docs/product/content.md#draw-rules): the text staff keep in the back office. */
export default function RaffleRulesPage() {
  const page = usePage('raffle-rules');
  usePageTitle(page.data?.content.title ?? 'Bases legales del sorteo');
  // A link to one section (/bases-del-sorteo#premios) lands on it once the text has arrived.
  useScrollToHash(Boolean(page.data));
  return <QueryStatus query={page}>{(data) => <RaffleRulesView rules={data.content} />}</QueryStatus>;
}
