import { Link } from 'react-router';
import { pages } from '../../../config/paths';
import { useCurrentEdition } from '../api/draws-api';
import { editionDate } from './edition-text';
import styles from './draws.module.css';

/**
 * The draws in a few words where the route speaks of them (stops 7 and 8, the route home), from the
 * current edition, with links to both draws and the rules (docs/product/draws.md#editions).
 */
export function RaffleNotice() {
  const { data } = useCurrentEdition();
  if (!data) return null;
  const edition = data.edition;
  const now = Date.now();
  let text: string;
  if (!edition) text = 'Por ahora no hay ningún sorteo abierto.';
  else if (now < Date.parse(edition.startsAt))
    text = `Los sorteos de la edición ${edition.name} abren el ${editionDate(edition.startsAt)}.`;
  else if (now < Date.parse(edition.endsAt))
    text = `Hasta el ${editionDate(edition.endsAt)}: completa la ruta y descarga tu certificado para entrar en el sorteo de la tablet, y participa en el foro para el del smartwatch.`;
  else text = `El periodo de participación en los sorteos terminó el ${editionDate(edition.endsAt)}.`;
  return (
    <aside className={styles.summary} aria-label="Sorteos">
      <p>{text}</p>
      <p>
        <Link to={pages.raffleTablet.pattern}>Sorteo de la tablet</Link> ·{' '}
        <Link to={pages.raffleSmartwatch.pattern}>Sorteo del smartwatch</Link> ·{' '}
        <Link to={pages.raffleRules.pattern}>Bases del sorteo</Link>
      </p>
    </aside>
  );
}
