import { LegalDocumentView } from '../../../features/content/components/LegalDocumentView';
import type { LegalDocument } from '../../../features/content/texts/types';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';

export function LegalPage({ doc }: { doc: LegalDocument }) {
  usePageTitle(doc.title);
  // A link to one section (/condiciones-de-uso#ley-aplicable) lands on it, however the page was drawn.
  useScrollToHash();
  return <LegalDocumentView doc={doc} />;
}

/** A route whose text module loads with it, so each legal page is its own small chunk. */
export const legalRoute = (loadDoc: () => Promise<LegalDocument>) => async () => {
  const doc = await loadDoc();
  return { Component: () => <LegalPage doc={doc} /> };
};
