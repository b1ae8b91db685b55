import { Link } from 'react-router';
import type { AxisInfo } from '@foro/shared/axes/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { Button } from '../../../components/ui/Button';
import { PlayIcon } from '../../../components/ui/PlayIcon';
import { pathTo } from '../../../config/paths';
import { CompletionBanner, ContinueAction } from './Journey';
import { StepCard, type RouteCertificate } from './StepCard';
import styles from './axis-pages.module.css';

/** The route map: greeting, progress, the route's other pages and its 8 stops (docs/product/axes.md#route-home). */
export function RouteMap({
  slug,
  data: { axis, steps, progress, masterclass },
  firstName,
  certificate,
}: {
  /** The route's address segment, as the page was opened. */
  slug: string;
  data: AxisInfo;
  firstName: string;
  certificate: RouteCertificate;
}) {
  const { open } = useModal();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>{axis.claim}</p>
        <h1>{axis.title}</h1>
        <p className={styles.greeting}>
          ¡Hola, {firstName}! Este es tu viaje: 8 paradas para llevar al aula.
        </p>
        <p className={styles.excerpt}>{axis.excerpt}</p>
        <div className={styles.heroActions}>
          {axis.video_inner && (
            <Button
              variant="light"
              onClick={() =>
                open({ kind: 'video', title: `Presentación: ${axis.title}`, src: axis.video_inner })
              }
            >
              <PlayIcon /> Ver la presentación
            </Button>
          )}
        </div>
        <div className={styles.progress}>
          <p id="progress-label">
            Has completado {progress.visited} de {progress.total} paradas
          </p>
          <progress max={progress.total} value={progress.visited} aria-labelledby="progress-label" />
        </div>
        <ContinueAction slug={slug} steps={steps} tone="light" />
      </header>

      {progress.visited >= progress.total && (
        <CompletionBanner title={axis.title} onDownload={certificate.download} error={certificate.error} />
      )}

      <nav aria-label="Más de esta ruta" className={styles.links}>
        <Link to={pathTo('axisExperts', { slug })}>Expertos y coaches</Link>
        <Link to={pathTo('axisForum', { slug })}>Foro de participación</Link>
        <Link to={pathTo('axisRelated', { slug })}>Contenidos relacionados</Link>
      </nav>

      <section aria-labelledby="steps-title">
        <h2 id="steps-title" className={styles.sectionTitle}>
          Tu itinerario
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <StepCard
              key={step.id}
              axis={axis}
              step={step}
              steps={steps}
              certificate={certificate}
              masterclass={masterclass}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
