import { Link } from 'react-router';
import { pages } from '../../../config/paths';
import { PasswordForm } from './PasswordForm';
import { SessionsList } from './SessionsList';
import profileStyles from './profile.module.css';
import styles from './account.module.css';

/**
 * The account part of /perfil (docs/decisions/0036): the sign-in e-mail (changed through the data
 * form and a link mailed to the new address, decision 0014), the password and the open sessions.
 */
export function AccountSection({ email }: { email: string }) {
  return (
    <section className={profileStyles.card} aria-labelledby="account-title">
      <h2 id="account-title">Tu cuenta</h2>
      <p className={styles.email}>
        Inicias sesión con <strong>{email}</strong>.{' '}
        <Link to={`${pages.confirmation.pattern}?usuario=1`}>Cambiar el correo</Link>
        <span className={styles.meta}> (te enviaremos un enlace a la nueva dirección para confirmarla).</span>
      </p>
      <div className={styles.columns}>
        <PasswordForm email={email} />
        <SessionsList />
      </div>
    </section>
  );
}
