import type { LegalBlock, LegalDocument } from '../texts/types';
import styles from './LegalDocumentView.module.css';

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
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{doc.title}</h1>
        <p className={styles.updated}>{doc.updated}</p>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Contenido" className={styles.toc}>
          <p className={styles.tocTitle}>Contenido</p>
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {doc.intro.map((b, i) => (
            <Block key={i} block={b} />
          ))}
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.heading}</h2>
              {s.blocks.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
