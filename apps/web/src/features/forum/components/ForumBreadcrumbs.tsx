import { Link } from 'react-router';
import { pathTo } from '../../../config/paths';
import styles from './forum-pages.module.css';

/** The route, the forum and (on a thread) the thread's title, the last one being this page. */
export function ForumBreadcrumbs({
  slug,
  axisTitle,
  threadTitle,
}: {
  slug: string;
  axisTitle: string;
  threadTitle?: string;
}) {
  return (
    <nav aria-label="Migas de pan" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={pathTo('axis', { slug })}>{axisTitle}</Link>
        </li>
        {threadTitle === undefined ? (
          <li aria-current="page">Foro de participación</li>
        ) : (
          <>
            <li>
              <Link to={pathTo('axisForum', { slug })}>Foro de participación</Link>
            </li>
            <li aria-current="page">{threadTitle}</li>
          </>
        )}
      </ol>
    </nav>
  );
}
