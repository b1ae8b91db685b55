import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AxisInfo, Step } from '@foro/shared/axes/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { Button, buttonClass } from '../../../components/ui/Button';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { openDateLabel } from '../preview-text';
import { missingStopNames, stepHref } from '../step-links';
import styles from './axis-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';
import { MasterclassCalendar } from './Journey';
import { MasterclassPhaseText } from './MasterclassPhase';

/** The route certificate's download, which the screen gives (it belongs to the certificates feature). */
export interface RouteCertificate {
  download: () => void;
  /** Why the last download failed, shown on the certificate stop. */
  error: string;
}

interface StepCardProps {
  axis: AxisInfo['axis'];
  /** The route's masterclass, shown on its stop: its time in the member's zone and the calendar file. */
  masterclass?: AxisInfo['masterclass'];
  step: Step;
  steps: Step[];
  certificate: RouteCertificate;
}

/** One stop of the route map: blocked until its date, then open, then done (docs/product/axes.md#stop-states). */
export function StepCard({ axis, step, steps, certificate, masterclass }: StepCardProps) {
  const { open } = useModal();
  const navigate = useNavigate();
  // docs/product/axes.md#stop-states: the unlock button marks the stop visited here at once; opening it
  // records the visit.
  const [unlocked, setUnlocked] = useState(false);
  const state = !step.opened ? 'blocked' : step.visited || unlocked ? 'visited' : 'accessible';
  const href = stepHref(axis.slug, step);
  const previews = useCurrentUser().data?.role === 'staff';

  const go = () => {
    if (step.kind === 'certificate') {
      const missing = missingStopNames(steps);
      if (missing.length) {
        open({ kind: 'missingStops', names: missing });
        return;
      }
      certificate.download();
      return;
    }
    setUnlocked(true);
    navigate(href);
  };

  return (
    <li className={styles.step} data-state={state}>
      <MediaPicture
        src={step.image}
        sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
        width={320}
        height={200}
        loading="lazy"
        className={styles.stepImage}
      />
      <div className={styles.stepBody}>
        <p className={styles.stepNumber}>
          Parada {step.step_count} · {step.type_text}
        </p>
        <h3 className={styles.stepTitle}>{step.title}</h3>
        <p className={styles.stepIntro}>{step.intro}</p>
        {step.kind === 'masterclass' && masterclass && (
          <div className={styles.stepLive}>
            <MasterclassPhaseText masterclass={masterclass} />
            {masterclass.calendar && <MasterclassCalendar calendar={masterclass.calendar} compact />}
          </div>
        )}
        {state === 'blocked' && (
          <p className={styles.stepState}>
            <LockIcon /> Disponible el {openDateLabel(step.open_date)}
          </p>
        )}
        {state === 'blocked' && previews && step.kind !== 'test' && (
          // Staff only: see the stop before its date, as members will (docs/product/admin.md#drafts-and-publication).
          <Link to={href} className={buttonClass('outline')}>
            Vista previa<span className="visually-hidden">: {step.title}</span>
          </Link>
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
        {step.kind === 'certificate' && certificate.error && <p role="alert">{certificate.error}</p>}
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
