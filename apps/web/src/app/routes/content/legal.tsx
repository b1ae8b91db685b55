import { LegalDocumentView } from '../../../features/content/components/LegalDocumentView';
import type { LegalDocument } from '../../../features/content/texts/types';
import { usePageTitle } from '../../../lib/use-page-title';

export function LegalPage({ doc }: { doc: LegalDocument }) {
  usePageTitle(doc.title);
  return <LegalDocumentView doc={doc} />;
}

/** A route whose text module loads with it, so each legal page is its own small chunk. */
export const legalRoute = (loadDoc: () => Promise<LegalDocument>) => async () => {
  const doc = await loadDoc();
  return { Component: () => <LegalPage doc={doc} /> };
};
