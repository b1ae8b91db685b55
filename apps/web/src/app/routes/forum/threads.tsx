import { Link, useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { useThreads } from '../../../features/forum/api/get-threads';
import { forumDateLabel } from '../../../features/forum/format';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './forum-pages.module.css';

/** /eje/{slug}/foro-de-participacion (docs/product/forum.md#thread-list). */
export default function ThreadsPage() {
  const { slug = '' } = useParams();
  const query = useThreads(slug);
  usePageTitle('Foro de participación');
  return (
    <QueryStatus query={query}>
      {({ threads, axisTitle }) => (
        <div className={styles.page}>
          <nav aria-label="Migas de pan" className={styles.breadcrumbs}>
            <ol>
              <li>
                <Link to={pathTo('axis', { slug })}>{axisTitle}</Link>
              </li>
              <li aria-current="page">Foro de participación</li>
            </ol>
          </nav>
          <h1 className={styles.title}>Foro de participación</h1>
          {threads.length === 0 ? (
            <p className={styles.empty}>Todavía no hay conversaciones en esta ruta.</p>
          ) : (
            <ul className={styles.threads}>
              {threads.map((t) => (
                <li key={t.id} className={styles.thread}>
                  <h2>
                    <Link to={t.path}>{t.title}</Link>
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
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryStatus>
  );
}
