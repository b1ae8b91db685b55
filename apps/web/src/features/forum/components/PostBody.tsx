import { parsePost } from '@foro/shared/forum/constants';
import styles from './forum.module.css';

/**
 * A member's post: text and quote boxes, always rendered as text (React escapes it), so nothing a
 * member types can become markup or run.
 */
export function PostBody({ post }: { post: string }) {
  return (
    <div className={styles.body}>
      {parsePost(post).map((part, i) =>
        part.kind === 'quote' ? (
          <blockquote key={i} className={styles.quote}>
            <p className={styles.quoteHead}>Cita originalmente escrito por {part.name}</p>
            <p>{part.text}</p>
          </blockquote>
        ) : (
          <p key={i}>{part.text}</p>
        ),
      )}
    </div>
  );
}
