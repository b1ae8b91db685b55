import { Link } from 'react-router';
import type { ThreadList as ThreadListData } from '@foro/shared/forum/schemas';
import { forumDateLabel } from '../format';
import { ForumBreadcrumbs } from './ForumBreadcrumbs';
import { NewThreadForm } from './NewThreadForm';
import { ThreadTools } from './ThreadTools';
import styles from './forum-pages.module.css';
import moderationStyles from './moderation.module.css';

/** A route's forum: its threads with their coach, answers and last answer (docs/product/forum.md#thread-list). */
export function ThreadList({
  slug,
  data: { threads, axisTitle, canModerate },
}: {
  slug: string;
  data: ThreadListData;
}) {
  return (
    <div className={styles.page}>
      <ForumBreadcrumbs slug={slug} axisTitle={axisTitle} />
      <h1 className={styles.title}>Foro de participación</h1>
      {canModerate && <NewThreadForm slug={slug} />}
      {threads.length === 0 ? (
        <p className={styles.empty}>Todavía no hay conversaciones en esta ruta.</p>
      ) : (
        <ul className={styles.threads}>
          {threads.map((t) => (
            <li key={t.id} className={styles.thread}>
              <h2>
                <Link to={t.path}>{t.title}</Link>
                {t.pinned && <span className={moderationStyles.pinned}>Fijada</span>}
                {t.closed && <span className={moderationStyles.closedTag}>Cerrada</span>}
              </h2>
              <p className={styles.meta}>
                {t.coach && (
                  <span className={styles.coach}>
                    <img src={t.coach.image} alt="" width={36} height={36} loading="lazy" />
                    {t.coach.name}
                  </span>
                )}
                <span>
                  {t.numResponses} {t.numResponses === 1 ? 'respuesta' : 'respuestas'}
                </span>
                {forumDateLabel(t.lastResponseDate) && (
                  <span>Última respuesta: {forumDateLabel(t.lastResponseDate)}</span>
                )}
              </p>
              {canModerate && <ThreadTools slug={slug} thread={t} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
