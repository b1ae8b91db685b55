import { QueryStatus } from '../../../components/ui/QueryStatus';
import { usePage } from '../../../features/content/api/get-page';
import { RaffleRulesView } from '../../../features/content/components/RaffleRulesView';
import { useCurrentEdition } from '../../../features/draws/api/draws-api';
import { EditionSummary } from '../../../features/draws/components/EditionSummary';
import { fillEditionText, rulesUpdatedLine } from '../../../features/draws/components/edition-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';

/**
 * /bases-del-sorteo (docs/product/content.md#draw-rules): the text staff keep in the back office, its
 * dates and prizes filled from the current edition (docs/product/draws.md#editions).
 */
export default function RaffleRulesPage() {
  const page = usePage('raffle-rules');
  const current = useCurrentEdition();
  usePageTitle(page.data?.content.title ?? 'Bases legales del sorteo');
  const ready = page.isSuccess && !current.isPending;
  // A link to one section (/bases-del-sorteo#premios) lands on it once the text has arrived.
  useScrollToHash(ready);
  const edition = current.data?.edition ?? null;
  return (
    <QueryStatus query={page}>
      {(data) =>
        ready ? (
          <RaffleRulesView
            rules={{
              ...data.content,
              // With an edition, the date line is the last change of the text or of the edition.
              updated: edition ? rulesUpdatedLine(data.updatedAt, edition) : data.content.updated,
              sections: data.content.sections.map((s) => ({ ...s, html: fillEditionText(s.html, edition) })),
            }}
            before={current.isSuccess ? <EditionSummary edition={edition} /> : null}
          />
        ) : null
      }
    </QueryStatus>
  );
}
