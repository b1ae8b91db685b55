import type { ReactNode } from 'react';
import type { RaffleRulesContent } from '@foro/shared/content/schemas';
import { RichText } from '../../../components/ui/RichText';
import { LegalPage } from './LegalPage';

/**
 * The draw rules as staff wrote them (docs/product/content.md#draw-rules): the same page as the other
 * legal texts, with a table of contents from the sections' anchors; the HTML is cleaned again here.
 */
export function RaffleRulesView({ rules, before }: { rules: RaffleRulesContent; before?: ReactNode }) {
  return (
    <LegalPage
      title={rules.title}
      updated={rules.updated}
      intro={
        <>
          {before}
          {rules.intro && <RichText html={rules.intro} />}
        </>
      }
      sections={rules.sections.map((s) => ({
        id: s.id,
        heading: s.heading,
        body: <RichText html={s.html} />,
      }))}
    />
  );
}
