import { connectUrl } from '../../config/paths';
import { loginReturnUrl } from '../../lib/session/pending-redirect';
import { Button, buttonClass } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useModal } from './modal-context';
import styles from './modals.module.css';

/**
 * Login choice: members go to the connect page; others switch to the contact modal
 * (docs/product/shell.md#login-modal).
 */
export function LoginModal() {
  const { open, close } = useModal();
  const href = connectUrl(loginReturnUrl(window.location.href, window.location.origin));
  return (
    <Modal title="Accede al Foro de Educadores" onClose={close}>
      <div className={styles.choices}>
        <section className={styles.choice}>
          <h3>Soy docente Compartir</h3>
          <p>
            Entra con tu correo electrónico y tu contraseña para vivir los encuentros y recorrer las rutas.
          </p>
          <a className={buttonClass('brand')} href={href}>
            Iniciar sesión
          </a>
        </section>
        <section className={styles.choice}>
          <h3>No soy docente Compartir</h3>
          <p>Déjanos tus datos y te enviaremos una invitación para unirte a la comunidad.</p>
          <Button variant="outline" onClick={() => open({ kind: 'contact' })}>
            Solicitar invitación
          </Button>
        </section>
      </div>
    </Modal>
  );
}
