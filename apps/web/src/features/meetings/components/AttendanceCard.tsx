import { Link } from 'react-router';
import { registrationNotOpenMessage } from '@foro/shared/meetings/registration';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { Button, buttonClass } from '../../../components/ui/Button';
import { meetingSpeakerWords } from '../speaker-words';
import styles from './meeting-pages.module.css';

interface AttendanceCardProps {
  meeting: Pick<MeetingDetail, 'active' | 'inscribed' | 'registration_opens_at' | 'calendar' | 'speakers'>;
  /** The meeting's "Pregunta al ponente" ("a la ponente") page. */
  interact: string;
  onConfirm: () => void;
  pending: boolean;
  error: string | undefined;
  /** "Cancelar inscripción" (issue 16 §3): the registration and its reminders go. */
  onCancel: () => void;
  cancelPending: boolean;
  cancelError: string | undefined;
  /** The member has just cancelled: said once, politely, to assistive technology too. */
  cancelled: boolean;
}

/**
 * "Tu asistencia" before the event: confirmed, open for confirmation, or (an inactive meeting, which
 * the server refuses) when registration opens.
 */
export function AttendanceCard({
  meeting,
  interact,
  onConfirm,
  pending,
  error,
  onCancel,
  cancelPending,
  cancelError,
  cancelled,
}: AttendanceCardProps) {
  return (
    <section className={styles.card} aria-labelledby="attendance-title">
      <h2 id="attendance-title">Tu asistencia</h2>
      {meeting.inscribed ? (
        <>
          <p>Ya has confirmado tu asistencia al encuentro.</p>
          <div className={styles.row}>
            <a href={meeting.calendar.ics} download className={buttonClass('outline')}>
              Añadir al calendario
            </a>
            <Link to={`${interact}#pregunta`} className={buttonClass('brand')}>
              Pregunta {meetingSpeakerWords(meeting).toTheSpeaker}
            </Link>
          </div>
          <div className={styles.row}>
            <Button variant="outline" onClick={onCancel} disabled={cancelPending}>
              Cancelar inscripción
            </Button>
          </div>
          {cancelError && (
            <p role="alert" className={styles.error}>
              {cancelError}
            </p>
          )}
        </>
      ) : !meeting.active ? (
        <p>
          {registrationNotOpenMessage(
            meeting.registration_opens_at ? new Date(meeting.registration_opens_at) : null,
          )}
        </p>
      ) : (
        <>
          <p role="status">
            {cancelled
              ? 'Has cancelado tu inscripción: ya no te enviaremos recordatorios de este encuentro.'
              : 'Confirma tu asistencia y te ayudaremos a no perdértelo.'}
          </p>
          <Button onClick={onConfirm} disabled={pending}>
            Confirmar asistencia
          </Button>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
