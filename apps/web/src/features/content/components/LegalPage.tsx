import type { ReactNode } from 'react';
import styles from './LegalDocumentView.module.css';

export interface LegalPageSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** The frame of every legal text: title, date, a table of contents from the sections' anchors. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalPageSection[];
}) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.updated}>{updated}</p>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Contenido" className={styles.toc}>
          <p className={styles.tocTitle}>Contenido</p>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {intro}
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`}>{s.heading}</h2>
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
