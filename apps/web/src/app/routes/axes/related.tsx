import { Link, useParams } from 'react-router';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { useRelated } from '../../../features/axes/api/get-related';
import { ROUTE_PREVIEW } from '../../../features/axes/preview-text';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/axes/components/axis-pages.module.css';

/** /eje/{slug}/contenidos-relacionados (docs/product/axes.md#related-content). */
export default function RelatedPage() {
  const { slug = '' } = useParams();
  const query = useRelated(slug);
  usePageTitle('Contenidos relacionados');
  useScrollToHash(query.isSuccess);
  return (
    <QueryStatus query={query}>
      {({ groups, preview }) => (
        <div className={styles.page}>
          {preview && <PreviewNotice>{ROUTE_PREVIEW}</PreviewNotice>}
          <Link to={pathTo('axis', { slug })} className={styles.back}>
            Volver a la ruta
          </Link>
          <h1 className={styles.pageTitle}>Contenidos relacionados</h1>
          <nav aria-label="Tipos de contenido" className={styles.links}>
            {groups.map((g) => (
              <a key={g.key} href={`#${g.key}`}>
                {g.label}
              </a>
            ))}
          </nav>
          {groups.map((g) => (
            <section key={g.key} id={g.key} className={styles.card} aria-labelledby={`${g.key}-title`}>
              <h2 id={`${g.key}-title`}>{g.label}</h2>
              <ul className={styles.related}>
                {g.items.map((item) => (
                  <li key={item.url}>
                    <h3>{item.title}</h3>
                    <p>{item.description}</p>
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      Ver
                      <span className="visually-hidden">: {item.title} (se abre en una pestaña nueva)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </QueryStatus>
  );
}
