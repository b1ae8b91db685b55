import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TestList } from '@foro/shared/tests/schemas';
import { Modal } from '../../../components/ui/Modal';
import { Button, buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { useSelectTest } from '../api/tests-api';
import styles from './tests-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/** Stop 7's choice of a practical case, or the link to its results once answered (docs/product/tests.md#test-selection). */
export function TestChoice({
  slug,
  list: { data, done },
  reminder,
  pager,
}: {
  slug: string;
  list: TestList;
  /** The route's "Parada anterior / siguiente", which the screen gives (the stops belong to the axes feature). */
  pager?: ReactNode;
  /** The draws' notice, from the current edition (docs/product/draws.md#editions). */
  reminder?: ReactNode;
}) {
  const select = useSelectTest(slug);
  const navigate = useNavigate();
  const testPath = pathTo('axisTest', { slug });
  // The choice and the single attempt are final: "¡Accede!" asks first (issue 17, item 20).
  const [chosen, setChosen] = useState<TestList['data'][number]>();
  return (
    <div className={styles.page}>
      <Link to={pathTo('axis', { slug })} className={styles.back}>
        Volver a la ruta
      </Link>
      <h1 className={styles.title}>Parada 7 – Caso práctico</h1>
      {reminder}
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
                <Button disabled={select.isPending} onClick={() => setChosen(test)}>
                  ¡Accede!<span className="visually-hidden"> al caso «{test.title}»</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <Modal title="Antes de empezar" onClose={() => setChosen(undefined)}>
          <p>
            Vas a resolver «{chosen.title}». En esta ruta solo puedes resolver un caso práctico y una sola
            vez: después no podrás cambiar de caso ni repetirlo.
          </p>
          <p>
            Tus respuestas se guardan en este navegador mientras avanzas; al pulsar «Finalizar» se envían y ya
            no se pueden cambiar.
          </p>
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => setChosen(undefined)}>
              Cancelar
            </Button>
            <Button
              variant="brand"
              disabled={select.isPending}
              onClick={() =>
                select.mutate(chosen.id, {
                  onSuccess: () => navigate(testPath),
                  onSettled: () => setChosen(undefined),
                })
              }
            >
              Empezar el caso
            </Button>
          </div>
        </Modal>
      )}
      {select.isError && (
        <p role="alert" className={styles.error}>
          {select.error.message}
        </p>
      )}
      {pager}
    </div>
  );
}
