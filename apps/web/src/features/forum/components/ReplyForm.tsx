import type { RefObject } from 'react';
import { Button } from '../../../components/ui/Button';
import { OfflineNotice } from '../../../components/ui/OfflineNotice';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import styles from './forum-pages.module.css';

interface ReplyFormProps {
  open: boolean;
  text: string;
  error: string | undefined;
  pending: boolean;
  /** The reply waits for the connection (lib/offline-send.ts). */
  waiting: boolean;
  textarea: RefObject<HTMLTextAreaElement | null>;
  onOpen: () => void;
  onText: (text: string) => void;
  onPublish: () => void;
  onCancel: () => void;
}

/** "Responder" opens the reply box; a quote opens it too, with the quoted text (docs/product/forum.md#replies). */
export function ReplyForm({
  open,
  text,
  error,
  pending,
  waiting,
  textarea,
  onOpen,
  onText,
  onPublish,
  onCancel,
}: ReplyFormProps) {
  return (
    <section className={styles.reply} aria-label="Responder">
      {!open ? (
        <Button variant="brand" onClick={onOpen}>
          Responder
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onPublish();
          }}
        >
          <TextAreaField
            ref={textarea}
            label="Tu respuesta"
            hideLabel
            placeholder="Escribe algo..."
            value={text}
            onChange={(e) => onText(e.target.value)}
            error={error}
            rows={5}
            readOnly={waiting}
          />
          {waiting && <OfflineNotice onCancel={onCancel} />}
          <Button type="submit" variant="brand" disabled={pending || waiting}>
            Publicar
          </Button>
        </form>
      )}
    </section>
  );
}
