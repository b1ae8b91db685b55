import { Button } from '../ui/Button';
import { useModal } from '../modals/modal-context';
import styles from './ContactBanner.module.css';

/**
 * The home pages' banner above the footer (docs/product/shell.md#footer-and-contact-banner), opening the
 * contact modal.
 */
export function ContactBanner({ title }: { title: string }) {
  const { open } = useModal();
  return (
    <aside className={styles.banner} aria-label="Contacto">
      <p className={styles.title}>{title}</p>
      <Button variant="primary" onClick={() => open({ kind: 'contact' })}>
        Contáctanos
      </Button>
    </aside>
  );
}
