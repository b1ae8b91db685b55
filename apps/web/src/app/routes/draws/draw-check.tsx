import { useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { drawPaths } from '@foro/shared/draws/schemas';
import { usePublicDraw } from '../../../features/draws/api/draws-api';
import { DrawCheck } from '../../../features/draws/components/DrawCheck';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/axes/components/axis-pages.module.css';

/** /sorteos/{id}: a draw anyone can check, signed in or not (docs/product/draws.md#how-to-check-a-draw). */
export default function DrawCheckPage() {
  const { id = '' } = useParams();
  const draw = usePublicDraw(id);
  usePageTitle('Comprueba el sorteo');
  return (
    <article className={styles.page}>
      <section className={styles.card}>
        <QueryStatus query={draw}>
          {(data) => <DrawCheck draw={data} apiUrl={`${window.location.origin}${drawPaths.draw(data.id)}`} />}
        </QueryStatus>
      </section>
    </article>
  );
}
