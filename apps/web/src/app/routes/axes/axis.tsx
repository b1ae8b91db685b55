import { Link, useNavigate, useParams } from 'react-router';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import type { AxisInfo, Step } from '@foro/shared/axes/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { Button, buttonClass } from '../../../components/ui/Button';
import { PlayIcon } from '../../../components/ui/PlayIcon';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { useAxisInfo } from '../../../features/axes/api/get-axis-info';
import { routeCertificateAction } from '../../../features/certificates/route-certificate';
import { issueCertificate, issueErrorMessage } from '../../../features/certificates/issue-certificate';
import { missingStopNames, stepHref } from '../../../features/axes/step-links';
import { slashDate } from '../../../features/meetings/format';
import { meetingDisplayTime, PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { useState } from 'react';
import styles from './axis-pages.module.css';

const openDateLabel = (iso: string) => slashDate(meetingDisplayTime(new Date(iso), PUBLISHER_TIME_ZONE).date);

function StepCard({ axis, step, steps }: { axis: AxisInfo['axis']; step: Step; steps: Step[] }) {
  const { open } = useModal();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  // docs/product/axes.md#stop-states: the unlock button marks the stop visited here at once; opening it
  // records the visit.
  const [unlocked, setUnlocked] = useState(false);
  const [certificateError, setCertificateError] = useState('');
  const state = !step.opened ? 'blocked' : step.visited || unlocked ? 'visited' : 'accessible';
  const href = stepHref(axis.slug, step);

  const go = () => {
    if (step.kind === 'certificate') {
      const missing = missingStopNames(steps);
      if (missing.length) {
        open({ kind: 'missingStops', names: missing });
        return;
      }
      const certificate = routeCertificateAction(axis.id, axis.slug, user);
      if ('confirmHref' in certificate) {
        window.location.assign(certificate.confirmHref);
        return;
      }
      // Issued first (a write), then downloaded in this window: the PDF does not leave the page.
      setCertificateError('');
      issueCertificate(certificate.issuePath).then(
        (url) => window.location.assign(url),
        (e: unknown) => setCertificateError(issueErrorMessage(e)),
      );
      return;
    }
    setUnlocked(true);
    navigate(href);
  };

  return (
    <li className={styles.step} data-state={state}>
      <img src={step.image} alt="" width={320} height={200} loading="lazy" className={styles.stepImage} />
      <div className={styles.stepBody}>
        <p className={styles.stepNumber}>
          Parada {step.step_count} · {step.type_text}
        </p>
        <h3 className={styles.stepTitle}>{step.title}</h3>
        <p className={styles.stepIntro}>{step.intro}</p>
        {state === 'blocked' && (
          <p className={styles.stepState}>
            <LockIcon /> Disponible el {openDateLabel(step.open_date)}
          </p>
        )}
        {state === 'accessible' && (
          <Button onClick={go} className={styles.stepButton}>
            {step.text_btn || 'Ir a la parada'}
            <span className="visually-hidden">: {step.title}</span>
          </Button>
        )}
        {state === 'visited' && (
          <div className={styles.stepDone}>
            <p className={styles.stepState}>
              <CheckIcon /> Completada
            </p>
            {step.kind === 'certificate' ? (
              <Button variant="outline" onClick={go}>
                {step.text_btn || 'Descargar certificado'}
              </Button>
            ) : (
              <Link to={href} className={buttonClass('outline')}>
                Volver a ver<span className="visually-hidden">: {step.title}</span>
              </Link>
            )}
          </div>
        )}
        {certificateError && <p role="alert">{certificateError}</p>}
      </div>
    </li>
  );
}

const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M7 10V7a5 5 0 0110 0v3h1v11H6V10h1zm2 0h6V7a3 3 0 00-6 0v3z" fill="currentColor" />
  </svg>
);
const CheckIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M9 16.2l-3.5-3.5L4 14.2l5 5 11-11-1.4-1.4z" fill="currentColor" />
  </svg>
);

/** /eje/{slug}: the route map of 8 stops (docs/product/axes.md#route-home). */
export default function AxisPage() {
  const { slug = '' } = useParams();
  const query = useAxisInfo(slug);
  const { data: user } = useCurrentUser();
  const { open } = useModal();
  usePageTitle(query.data?.axis.title ?? 'Ruta');
  const firstName = user?.name.split(' ')[0] ?? '';

  return (
    <QueryStatus query={query}>
      {({ axis, steps, progress, preview }) => (
        <div className={styles.page}>
          {preview && <PreviewNotice what="esta ruta" />}
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
          </header>

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
                <StepCard key={step.id} axis={axis} step={step} steps={steps} />
              ))}
            </ol>
          </section>
        </div>
      )}
    </QueryStatus>
  );
}
