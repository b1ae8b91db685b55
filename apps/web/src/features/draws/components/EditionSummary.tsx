import type { PublicEdition } from '@foro/shared/draws/schemas';
import { periodSentence } from './edition-text';
import styles from './draws.module.css';

/** The current edition in a few lines: name, period and prizes (docs/product/draws.md#editions). */
export function EditionSummary({ edition }: { edition: PublicEdition | null }) {
  if (!edition)
    return (
      <section className={styles.summary} aria-label="Edición del sorteo">
        <p>No hay ninguna edición del sorteo anunciada por ahora: no se registran participaciones.</p>
      </section>
    );
  return (
    <section className={styles.summary} aria-label="Edición del sorteo">
      <p>
        <strong>Edición: {edition.name}.</strong> {periodSentence(edition)}
      </p>
      <ul>
        <li>Sorteo de la tablet: {edition.tabletPrize}.</li>
        <li>Sorteo del smartwatch: {edition.smartwatchPrize}.</li>
      </ul>
    </section>
  );
}
