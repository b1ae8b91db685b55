import { Link } from 'react-router';
import { useModal } from '../../../components/modals/modal-context';
import { buttonClass } from '../../../components/ui/Button';
import { certificateIssuePaths } from '@foro/shared/certificates/schemas';
import { pages, pathTo } from '../../../config/paths';
import { CertificateButton } from '../../../features/certificates/CertificateButton';
import { useRegisterInscription } from '../../../features/meetings/api/register-inscription';
import { AttendanceCard } from './attendance-card';
import { Countdown } from '../../../features/meetings/components/Countdown';
import { CtaBanner } from '../../../features/meetings/components/CtaBanner';
import { LiveStage, StageNotice } from '../../../features/meetings/components/LiveStage';
import { MeetingPlayer } from '../../../features/meetings/components/MeetingPlayer';
import { useMeetingContext } from '../../../features/meetings/components/MeetingLayout';
import { MeetingTitle } from '../../../features/meetings/components/MeetingTitle';
import { Schedule } from '../../../features/meetings/components/Schedule';
import { slashDate } from '../../../features/meetings/format';
import { plainTitle } from '@foro/shared/meetings/title';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './meeting-pages.module.css';

const materialLabels = [
  ['doc', 'Documento del encuentro'],
  ['summ', 'Resumen'],
  ['presentation', 'Presentación'],
] as const;

/** /encuentros/{slug}/vive-el-encuentro: live on the meeting day, replay and materials afterwards. */
export default function MeetingLivePage() {
  const { meeting, offsetMs, refetch } = useMeetingContext();
  usePageTitle(plainTitle(meeting.title));
  const { open } = useModal();
  const { data: user } = useCurrentUser();
  const inscription = useRegisterInscription(meeting.slug);
  const interact = pathTo('meetingInteract', { slug: meeting.slug });
  const calendar = meeting.calendar;
  const postEvent = meeting.post_event;

  const confirm = () =>
    inscription.mutate(undefined, {
      onSuccess: () => open({ kind: 'inscription', slug: meeting.slug, title: meeting.title, calendar }),
    });

  // A confirmed member issues the certificate and downloads it; otherwise the confirmation comes first.
  const confirmCertificateHref =
    user?.userUpdatedFields === 1
      ? null
      : `${pages.confirmation.pattern}?certificado=1&encuentro=${encodeURIComponent(meeting.slug)}`;

  return (
    <article className={styles.page}>
      {!postEvent && (
        <header className={styles.videoHeader}>
          <picture>
            <source media="(min-width: 1024px)" srcSet={meeting.img_inner} />
            <source media="(min-width: 768px)" srcSet={meeting.img_inner_t} />
            <img src={meeting.img_inner_m || meeting.img} alt="" className={styles.headerArt} />
          </picture>
          <div className={styles.headerText}>
            <p className={styles.kicker}>{meeting.meeting_day ? 'En directo hoy' : 'Próximo encuentro'}</p>
            <h1>
              <MeetingTitle title={meeting.title} />
            </h1>
            <p className={styles.when}>
              <time dateTime={meeting.starts_at}>{slashDate(meeting.date)}</time> · {meeting.hour_formated} h
              ({meeting.time_zone})
            </p>
            <Schedule schedule={meeting.schedule} light />
            {meeting.countdown && (
              <Countdown
                startsAt={meeting.starts_at}
                endsAt={meeting.meeting_day_starts_at}
                offsetMs={offsetMs}
                onDone={refetch}
              />
            )}
          </div>
        </header>
      )}
      {postEvent && (
        <h1 className={styles.plainTitle}>
          <MeetingTitle title={meeting.title} />
        </h1>
      )}

      <section
        aria-label={postEvent ? 'Repetición del encuentro' : 'Emisión del encuentro'}
        className={styles.stage}
      >
        {postEvent && meeting.iframe_post_event && (
          <MeetingPlayer src={meeting.iframe_post_event} title={`Repetición: ${plainTitle(meeting.title)}`} />
        )}
        {meeting.meeting_day && (
          <LiveStage
            video={meeting.iframe_event}
            videoTitle={`En directo: ${plainTitle(meeting.title)}`}
            waiting="La emisión aparecerá aquí en cuanto comience el encuentro."
            chat={meeting.iframe_chat}
            chatTitle="Chat del encuentro"
            chatFallback={
              <>
                <p>¿Tienes una pregunta para el ponente?</p>
                <Link to={`${interact}#pregunta`} className={buttonClass('primary')}>
                  Pregunta al ponente
                </Link>
              </>
            }
          />
        )}
        {meeting.timing === 'before' && (
          <StageNotice>
            La emisión comenzará el {slashDate(meeting.date)} a las {meeting.hour_formated} h (
            {meeting.time_zone}). Vuelve a esta página ese día para verla en directo.
          </StageNotice>
        )}
      </section>

      {!postEvent && (
        <AttendanceCard
          meeting={meeting}
          interact={interact}
          onConfirm={confirm}
          pending={inscription.isPending}
          error={inscription.isError ? inscription.error.message : undefined}
        />
      )}

      {postEvent && (
        <>
          {(meeting.doc || meeting.summ || meeting.presentation) && (
            <section className={styles.card} aria-labelledby="materials-title">
              <h2 id="materials-title">Materiales del encuentro</h2>
              <ul className={styles.materials}>
                {materialLabels.map(([key, label]) =>
                  meeting[key] ? (
                    <li key={key}>
                      <a href={meeting[key]} target="_blank" rel="noopener noreferrer">
                        {label}
                        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                      </a>
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
                    {r.img && <img src={r.img} alt="" width={160} height={90} loading="lazy" />}
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
          {meeting.certificate && (
            <section className={styles.card} aria-labelledby="certificate-title">
              <h2 id="certificate-title">Certificado de asistencia</h2>
              <p>Descarga tu certificado con tus datos confirmados.</p>
              {confirmCertificateHref ? (
                <a href={confirmCertificateHref} className={buttonClass('brand')}>
                  Descargar certificado
                </a>
              ) : (
                <CertificateButton issuePath={certificateIssuePaths.meeting(meeting.slug)}>
                  Descargar certificado
                </CertificateButton>
              )}
            </section>
          )}
        </>
      )}

      {meeting.timing === 'before' && meeting.reason && (
        <section className={styles.card} aria-labelledby="reason-title">
          <h2 id="reason-title">¿Por qué este encuentro?</h2>
          <p>{meeting.reason}</p>
          {meeting.objectives.length > 0 && (
            <ul className={styles.objectives}>
              {meeting.objectives.map((o) => (
                <li key={o.title}>
                  <img src={o.img} alt="" width={64} height={64} loading="lazy" />
                  <div>
                    <h3>{o.title}</h3>
                    <p>{o.excerpt}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <p className={styles.help}>
        ¿Tienes problemas para ver el encuentro?{' '}
        <Link to={`${pages.home2021.pattern}/?contacto=1`}>Escríbenos</Link>
      </p>

      {(meeting.meeting_day || postEvent) && (
        <CtaBanner
          text={meeting.cta_text}
          to={`${interact}#${postEvent ? 'debate' : 'pregunta'}`}
          action={postEvent ? 'Participa en el foro' : 'Pregunta al ponente'}
        />
      )}
    </article>
  );
}
