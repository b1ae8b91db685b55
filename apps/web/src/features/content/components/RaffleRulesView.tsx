import type { RaffleRulesContent } from '@foro/shared/content/schemas';
import { RichText } from '../../../components/ui/RichText';
import styles from './LegalDocumentView.module.css';

/**
 * The draw rules as staff wrote them (docs/product/content.md#draw-rules): the same page as the other
 * legal texts, with a table of contents from the sections' anchors; the HTML is cleaned again here.
 */
export function RaffleRulesView({ rules }: { rules: RaffleRulesContent }) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{rules.title}</h1>
        <p className={styles.updated}>{rules.updated}</p>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Contenido" className={styles.toc}>
          <p className={styles.tocTitle}>Contenido</p>
          <ol>
            {rules.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {rules.intro && <RichText html={rules.intro} />}
          {rules.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.heading}</h2>
              <RichText html={s.html} />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
