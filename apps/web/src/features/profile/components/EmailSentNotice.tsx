import { emailChangeSentNotice } from '@foro/shared/profile/email-change';
import { Button } from '../../../components/ui/Button';
import styles from './confirmation.module.css';

/** After a save that asked for another e-mail: the new address is not in use until its link is opened. */
export function EmailSentNotice({ email, onContinue }: { email: string; onContinue: () => void }) {
  return (
    <section className={styles.page} aria-labelledby="email-sent-title">
      <h1 id="email-sent-title">Revisa tu correo</h1>
      <p role="status" className={styles.lead}>
        Tus datos se guardaron. {emailChangeSentNotice(email)}
      </p>
      <div className={styles.actions}>
        <Button variant="brand" onClick={onContinue}>
          Continuar
        </Button>
      </div>
    </section>
  );
}
