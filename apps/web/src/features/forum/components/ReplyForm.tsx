import type { RefObject } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import styles from './forum-pages.module.css';

interface ReplyFormProps {
  open: boolean;
  text: string;
  error: string | undefined;
  pending: boolean;
  textarea: RefObject<HTMLTextAreaElement | null>;
  onOpen: () => void;
  onText: (text: string) => void;
  onPublish: () => void;
}

/** "Responder" opens the reply box; a quote opens it too, with the quoted text (docs/product/forum.md#replies). */
export function ReplyForm({
  open,
  text,
  error,
  pending,
  textarea,
  onOpen,
  onText,
  onPublish,
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
          />
          <Button type="submit" variant="brand" disabled={pending}>
            Publicar
          </Button>
        </form>
      )}
    </section>
  );
}
