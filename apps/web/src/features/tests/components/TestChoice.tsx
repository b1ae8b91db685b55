import { Link, useNavigate } from 'react-router';
import type { TestList } from '@foro/shared/tests/schemas';
import { Button, buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { useSelectTest } from '../api/tests-api';
import styles from './tests-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/** Stop 7's choice of a practical case, or the link to its results once answered (docs/product/tests.md#test-selection). */
export function TestChoice({ slug, list: { data, done } }: { slug: string; list: TestList }) {
  const select = useSelectTest(slug);
  const navigate = useNavigate();
  const testPath = pathTo('axisTest', { slug });
  return (
    <div className={styles.page}>
      <Link to={pathTo('axis', { slug })} className={styles.back}>
        Volver a la ruta
      </Link>
      <h1 className={styles.title}>Parada 7 – Caso práctico</h1>
      <p className={styles.reminder}>
        Recuerda que si completas el viaje entrarás en el sorteo de una Tablet.
      </p>
      {done ? (
        <div className={styles.panel}>
          <p>Ya resolviste el caso práctico de esta ruta.</p>
          <Link to={pathTo('axisTestResults', { slug })} className={buttonClass('brand')}>
            Ver tus resultados
          </Link>
        </div>
      ) : (
        <ul className={styles.cards}>
          {data.map((test) => (
            <li key={test.id} className={styles.card}>
              <MediaPicture
                src={test.image_list}
                sizes="(min-width: 768px) 33vw, 100vw"
                width={640}
                height={360}
                loading="lazy"
              />
              <div className={styles.cardBody}>
                {test.preview && (
                  // Staff only (docs/product/admin.md#drafts-and-publication).
                  <p className={styles.preview}>Vista previa: los docentes todavía no ven este caso.</p>
                )}
                <h2>{test.title}</h2>
                <p>{test.description}</p>
                <Button
                  disabled={select.isPending}
                  onClick={() => select.mutate(test.id, { onSuccess: () => navigate(testPath) })}
                >
                  ¡Accede!<span className="visually-hidden"> al caso «{test.title}»</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {select.isError && (
        <p role="alert" className={styles.error}>
          {select.error.message}
        </p>
      )}
    </div>
  );
}
