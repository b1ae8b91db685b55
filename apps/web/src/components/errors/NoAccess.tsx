import { Link } from 'react-router';
import { buttonClass } from '../ui/Button';
import { pages } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './NotFound.module.css';

/** A signed-in person on a page their role does not open (the back office for a member or a coach). */
export function NoAccess() {
  usePageTitle('Sin acceso');
  return (
    <section className={styles.page} aria-labelledby="no-access-title">
      <h1 id="no-access-title">No tienes acceso a esta página</h1>
      <p className={styles.lead}>
        Esta sección es solo para el equipo del Foro de Educadores. Si crees que deberías poder entrar,
        escríbenos desde el formulario de contacto.
      </p>
      <Link to={pages.about.pattern} className={buttonClass('brand')}>
        Ir al inicio
      </Link>
    </section>
  );
}
