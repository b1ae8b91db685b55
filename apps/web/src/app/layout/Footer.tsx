import { Link } from 'react-router';
import { saveConsent } from '../../features/consent/consent';
import { policyLinks } from '../../components/layout/nav-links';
import { SocialLinks } from '../../components/layout/SocialLinks';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>
            Foro de <strong>Educadores</strong>
          </p>
          <p>La comunidad de docentes y directivos de Compartir en 15 países de Latinoamérica.</p>
        </div>
        <nav aria-label="Políticas" className={styles.policies}>
          <ul>
            {policyLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={() => saveConsent(null)}>
                Configuración de cookies
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <p className={styles.followTitle}>Síguenos</p>
          <SocialLinks className={styles.social} />
        </div>
      </div>
      <p className={styles.copy}>© {new Date().getFullYear()} Compartir · Foro de Educadores</p>
    </footer>
  );
}
