import { Link } from 'react-router';
import { pages } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/axes/components/axis-pages.module.css';

/** /cuenta-cerrada: where "Darme de baja" leads, the member already signed out (decision 0070). */
export default function AccountClosedPage() {
  usePageTitle('Tu cuenta se dio de baja');
  return (
    <article className={styles.page}>
      <section className={styles.card}>
        <h1>Tu cuenta se dio de baja</h1>
        <p>
          Borramos tu nombre, tu correo y los datos de tu perfil, y cerramos todas tus sesiones. Tus mensajes
          quedan como «Miembro que dejó el foro» y los certificados emitidos se conservan para poder
          verificarlos, como explica la{' '}
          <Link to={`${pages.privacyPolicy.pattern}#conservacion`}>Política de privacidad</Link>.
        </p>
        <p>Gracias por haber sido parte del Foro de Educadores.</p>
        <p>
          <Link to={pages.about.pattern}>Ir al inicio</Link>
        </p>
      </section>
    </article>
  );
}
