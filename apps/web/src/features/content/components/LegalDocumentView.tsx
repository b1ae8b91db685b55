import type { LegalBlock, LegalDocument } from '../texts/types';
import { LegalPage } from './LegalPage';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'ul') {
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p>{block.text}</p>;
}

/** A legal text with its table of contents; plain strings only, so nothing needs sanitizing. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  return (
    <LegalPage
      title={doc.title}
      updated={doc.updated}
      intro={doc.intro.map((b, i) => (
        <Block key={i} block={b} />
      ))}
      sections={doc.sections.map((s) => ({
        id: s.id,
        heading: s.heading,
        body: s.blocks.map((b, i) => <Block key={i} block={b} />),
      }))}
    />
  );
}
