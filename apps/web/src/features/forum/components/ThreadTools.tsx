import type { ThreadItem } from '@foro/shared/forum/schemas';
import { useThreadState } from '../api/moderation';
import styles from './moderation.module.css';

/** Pin / close one thread of the list, for the route's coaches and staff. */
export function ThreadTools({ slug, thread }: { slug: string; thread: ThreadItem }) {
  const mutation = useThreadState(slug);
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={styles.linkButton}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate({ id: thread.id, pinned: !thread.pinned })}
      >
        {thread.pinned ? 'Desfijar' : 'Fijar'}
        <span className="visually-hidden"> «{thread.title}»</span>
      </button>
      <button
        type="button"
        className={styles.linkButton}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate({ id: thread.id, closed: !thread.closed })}
      >
        {thread.closed ? 'Reabrir' : 'Cerrar'}
        <span className="visually-hidden"> «{thread.title}»</span>
      </button>
      {mutation.isError && (
        <p role="alert" className={styles.done}>
          {mutation.error.message}
        </p>
      )}
    </div>
  );
}
