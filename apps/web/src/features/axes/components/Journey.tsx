import { Link } from 'react-router';
import type { AxisInfo, MasterclassInfo, Step } from '@foro/shared/axes/schemas';
import { Button, buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { useAxisInfo } from '../api/get-axis-info';
import { openDateLabel } from '../preview-text';
import { neighbourStops, nextStop, stepHref } from '../step-links';
import styles from './journey.module.css';

const stopName = (step: Pick<Step, 'step_count' | 'title'>) => `Parada ${step.step_count}: ${step.title}`;

/**
 * "Continuar donde lo dejé" (issue 17, worth adding; docs/product/axes.md#continue): the first open
 * stop not done, named, with one clear button; or when the next one opens.
 */
export function ContinueAction({
  slug,
  steps,
  tone = 'dark',
}: {
  slug: string;
  steps: Step[];
  /** 'light' on the route map's dark hero. */
  tone?: 'light' | 'dark';
}) {
  const next = nextStop(steps);
  if (next.kind === 'done') return null;
  const started = steps.some((s) => s.visited);
  if (next.kind === 'waiting')
    return (
      <p className={styles.continueText}>
        Tu próxima parada, «{next.step.title}», se abre el {openDateLabel(next.step.open_date)}.
      </p>
    );
  return (
    <div className={styles.continue}>
      <p className={styles.continueText}>
        {started ? 'Tu siguiente parada' : 'Tu primera parada'}: <strong>{stopName(next.step)}</strong>
      </p>
      <Link to={stepHref(slug, next.step)} className={buttonClass(tone === 'light' ? 'light' : 'primary')}>
        {started ? 'Continuar donde lo dejé' : 'Empezar la ruta'}
        <span className="visually-hidden">: {stopName(next.step)}</span>
      </Link>
    </div>
  );
}

/** At 8 of 8: the route is done and its certificate is one click away (docs/product/axes.md#completion). */
export function CompletionBanner({
  title,
  onDownload,
  error,
}: {
  title: string;
  onDownload: () => void;
  error: string;
}) {
  return (
    <section className={styles.banner} aria-labelledby="completion-title">
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.medal}>
        <circle cx="24" cy="28" r="14" fill="currentColor" />
        <path d="M16 4h6l4 10h-6zM32 4h-6l-4 10h6z" fill="currentColor" opacity=".6" />
        <path d="M18 28l4 4 8-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <div>
        <h2 id="completion-title">¡Completaste la ruta!</h2>
        <p>Recorriste las 8 paradas de «{title}». Tu certificado de la ruta está listo para descargar.</p>
        <Button variant="brand" onClick={onDownload}>
          Descargar certificado<span className="visually-hidden"> de la ruta</span>
        </Button>
        {error && <p role="alert">{error}</p>}
      </div>
    </section>
  );
}

/** "Parada anterior / siguiente" under a stop (docs/product/axes.md#stop-pager). */
export function StopPager({ slug, stepCount }: { slug: string; stepCount: number }) {
  const query = useAxisInfo(slug);
  if (!query.data) return null;
  const { previous, next } = neighbourStops(query.data.steps, stepCount);
  if (!previous && !next) return null;
  const side = (step: Step | undefined, label: string, rel: 'prev' | 'next') => {
    if (!step) return <span />;
    return (
      <div className={rel === 'next' ? styles.pagerNext : styles.pagerPrev}>
        <span className={styles.pagerLabel}>{label}</span>
        {step.opened ? (
          <Link to={stepHref(slug, step)} rel={rel}>
            {rel === 'prev' && <span aria-hidden="true">←</span>}
            {stopName(step)}
            {rel === 'next' && <span aria-hidden="true">→</span>}
          </Link>
        ) : (
          <span>
            {stopName(step)}{' '}
            <span className={styles.pagerDate}>(se abre el {openDateLabel(step.open_date)})</span>
          </span>
        )}
      </div>
    );
  };
  return (
    <nav aria-label="Paradas de la ruta" className={styles.pager}>
      {side(previous, 'Parada anterior', 'prev')}
      {side(next, 'Parada siguiente', 'next')}
    </nav>
  );
}

/** The member's progress on a route, for the profile: how far, and where to go on. */
export function JourneySummary({ slug }: { slug: string }) {
  const query = useAxisInfo(slug);
  // A route the member cannot open (closed, not yet published) has no progress to show.
  if (!query.data) return null;
  return <JourneyCard slug={slug} info={query.data} />;
}

function JourneyCard({ slug, info: { axis, steps, progress } }: { slug: string; info: AxisInfo }) {
  const done = progress.visited >= progress.total;
  return (
    <section className={styles.summary} aria-labelledby="journey-title">
      <h2 id="journey-title">Tu viaje</h2>
      <p className={styles.summaryRoute}>{axis.title}</p>
      <p id="journey-progress">
        Has completado {progress.visited} de {progress.total} paradas
      </p>
      <progress max={progress.total} value={progress.visited} aria-labelledby="journey-progress" />
      {done ? (
        <p className={styles.continueText}>
          ¡Completaste la ruta! <Link to={pathTo('axis', { slug })}>Ver la ruta y tu certificado</Link>
        </p>
      ) : (
        <ContinueAction slug={slug} steps={steps} />
      )}
    </section>
  );
}

/** "Añadir al calendario" for the route's live masterclass (docs/product/axes.md#masterclass-calendar). */
export function MasterclassCalendar({
  calendar,
  compact = false,
}: {
  calendar: NonNullable<MasterclassInfo['calendar']>;
  /** On a stop card: the file alone. */
  compact?: boolean;
}) {
  return (
    <div className={styles.calendar}>
      <a href={calendar.ics} download className={buttonClass('outline')}>
        Añadir al calendario<span className="visually-hidden">: la masterclass (archivo .ics)</span>
      </a>
      {!compact && (
        <>
          <a href={calendar.google} target="_blank" rel="noopener noreferrer">
            Google Calendar<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
          <a href={calendar.outlook} target="_blank" rel="noopener noreferrer">
            Outlook<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </>
      )}
    </div>
  );
}

/** The masterclass's time in the member's own zone. */
export function MemberTime({
  time,
  startsAt,
}: {
  time: NonNullable<MasterclassInfo['member_time']>;
  startsAt: string;
}) {
  return (
    <p className={styles.ownTime}>
      <span className={styles.ownTimeLabel}>En tu zona horaria</span>
      <time dateTime={startsAt}>{time.text}</time>
    </p>
  );
}
