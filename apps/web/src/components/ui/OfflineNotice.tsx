import { CANCEL_SEND, OFFLINE_SEND_NOTICE } from '../../lib/offline-send';
import { Button } from './Button';
import styles from './OfflineNotice.module.css';

/**
 * Shown under a box whose send waits for the connection (lib/offline-send.ts): the text stays in the box,
 * and the member may give the send up.
 */
export function OfflineNotice({ onCancel }: { onCancel: () => void }) {
  return (
    <div className={styles.notice} role="status">
      <p>{OFFLINE_SEND_NOTICE}</p>
      <Button variant="outline" onClick={onCancel}>
        {CANCEL_SEND}
      </Button>
    </div>
  );
}
