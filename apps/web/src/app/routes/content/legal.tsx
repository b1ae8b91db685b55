import type { LegalPageKey } from '@foro/shared/content/schemas';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { usePage } from '../../../features/content/api/get-page';
import { LegalDocumentView } from '../../../features/content/components/LegalDocumentView';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';

/**
 * A legal page (docs/product/content.md#legal-pages): the text staff keep in the back office. Visitors
 * get it prerendered with the page (docs/decisions/0085-legal-pages-and-home-texts-in-the-back-office.md).
 */
export function LegalPage({ pageKey, title }: { pageKey: LegalPageKey; title: string }) {
  const page = usePage(pageKey);
  usePageTitle(page.data?.content.title ?? title);
  // A link to one section (/condiciones-de-uso#ley-aplicable) lands on it once the text is there.
  useScrollToHash(page.isSuccess);
  return (
    <QueryStatus query={page}>
      {(data) => <LegalDocumentView content={data.content} updatedAt={data.updatedAt} />}
    </QueryStatus>
  );
}

/** A legal page's route, loaded with this module (one small chunk for the four); `title` names the tab until its text has arrived. */
export const legalRoute = (pageKey: LegalPageKey, title: string) => ({
  Component: () => <LegalPage pageKey={pageKey} title={title} />,
});
