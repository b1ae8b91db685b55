import type { ReactNode } from 'react';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import styles from './meeting-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';
import { useLightMode } from '../../../lib/light-mode';

const UPLOADS = '/media/uploads/';

const minutes = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

const materialLabels = [
  ['doc', 'Documento del encuentro'],
  ['summ', 'Resumen'],
  ['presentation', 'Presentación'],
] as const;

/**
 * After the event: materials, podcast, recommendations and the attendance certificate, whose
 * download button the screen gives (it belongs to the certificates feature).
 */
export function AfterMeeting({
  meeting,
  certificateAction,
}: {
  meeting: MeetingDetail;
  certificateAction: ReactNode;
}) {
  // Light mode (decision 0047): the recommendations without their pictures.
  const [light] = useLightMode();
  return (
    <>
      {(meeting.doc || meeting.summ || meeting.presentation) && (
        <section className={styles.card} aria-labelledby="materials-title">
          <h2 id="materials-title">Materiales del encuentro</h2>
          <ul className={styles.materials}>
            {materialLabels.map(([key, label]) =>
              meeting[key] ? (
                <li key={key}>
                  {meeting[key].startsWith(UPLOADS) ? (
                    // The portal serves an uploaded PDF as a download, never as a page (decision 0068).
                    <a href={meeting[key]} download>
                      {label}
                      <span className="visually-hidden"> (descarga en PDF)</span>
                    </a>
                  ) : (
                    <a href={meeting[key]} target="_blank" rel="noopener noreferrer">
                      {label}
                      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                    </a>
                  )}
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
      {meeting.podcast && (
        <section className={styles.card} aria-labelledby="podcast-title">
          <h2 id="podcast-title">Podcast</h2>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the publisher's media carry no caption files yet (docs/decisions/0022-web-feature-boundaries.md#jsx-a11y) */}
          <audio controls preload="none" src={meeting.podcast} className={styles.audio}>
            <a href={meeting.podcast}>Escuchar el podcast</a>
          </audio>
        </section>
      )}
      {meeting.recommendations.length > 0 && (
        <section className={styles.card} aria-labelledby="recommendations-title">
          <h2 id="recommendations-title">Recomendaciones</h2>
          <ul className={styles.recommendations}>
            {meeting.recommendations.map((r) => (
              <li key={r.url}>
                {!light && <MediaPicture src={r.img} sizes="160px" width={160} height={90} loading="lazy" />}
                <div>
                  <h3>{r.title}</h3>
                  <p>{r.excerpt}</p>
                  <a href={r.url} target="_blank" rel="noopener noreferrer">
                    Ver<span className="visually-hidden">: {r.title} (se abre en una pestaña nueva)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.card} aria-labelledby="certificate-title">
        <h2 id="certificate-title">Certificado de asistencia</h2>
        {meeting.certificate ? (
          <>
            <p>
              {meeting.attendance.attended === 'live'
                ? 'Asististe al encuentro en directo.'
                : 'Viste la grabación del encuentro.'}{' '}
              Descarga tu certificado con tus datos confirmados.
            </p>
            {certificateAction}
          </>
        ) : (
          <p>
            El certificado es para quienes asistieron al encuentro en directo o vieron su grabación en esta
            página durante al menos {minutes(meeting.attendance.required_minutes)}.
            {meeting.iframe_post_event &&
              ` Llevas ${minutes(meeting.attendance.replay_minutes)} de grabación; contamos el tiempo mientras la página está abierta y visible.`}
          </p>
        )}
      </section>
    </>
  );
}
