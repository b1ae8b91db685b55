import type { ThreadPage } from '@foro/shared/forum/schemas';
import { WrittenWhen } from '../../../components/ui/WrittenWhen';
import { forumDateToIso } from '../format';
import { PostBody } from './PostBody';
import styles from './forum-pages.module.css';

type Post = ThreadPage['posts'][number];

/** One message of a thread: its author (a coach with photo and badge), when, the text and "Citar". */
export function ForumPost({ post: p, onQuote }: { post: Post; onQuote?: (() => void) | undefined }) {
  return (
    <li className={styles.post} data-coach={p.user.coach}>
      <div className={styles.postHead}>
        {p.user.coach && p.user.image && (
          <img src={p.user.image} alt="" width={44} height={44} className={styles.avatar} loading="lazy" />
        )}
        <p className={styles.author}>{p.user.name}</p>
        {p.user.coach && <p className={styles.badge}>Equipo de coaches</p>}
        <WrittenWhen
          iso={forumDateToIso(p.creation_date)}
          lead="Mensaje escrito"
          as="p"
          className={styles.when}
        />
      </div>
      <PostBody post={p.post} />
      {onQuote && (
        <div className={styles.postActions}>
          <button type="button" className={styles.linkButton} onClick={onQuote}>
            Citar<span className="visually-hidden"> el mensaje de {p.user.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}
