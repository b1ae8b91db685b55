import { Link } from 'react-router';
import { buttonClass } from '../ui/Button';
import { pages } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './NotFound.module.css';

export default function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">No encontramos esta página</h1>
      <p className={styles.lead}>Puede que la dirección haya cambiado o que el enlace esté incompleto.</p>
      <Link to={pages.about.pattern} className={buttonClass('brand')}>
        Ir al inicio
      </Link>
    </section>
  );
}
