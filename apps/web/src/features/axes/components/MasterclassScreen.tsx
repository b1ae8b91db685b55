import { Link } from 'react-router';
import type { MasterclassInfo } from '@foro/shared/axes/schemas';
import { withChatEmbedDomain } from '@foro/shared/media/video-links';
import { PAST_EVENT_TEXT } from '@foro/shared/meetings/time';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { RichText } from '../../../components/ui/RichText';
import { VideoPlayer } from '../../../components/ui/VideoPlayer';
import { pathTo } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterVisitOnce } from '../hooks/use-register-visit-once';
import { stopPreviewText } from '../preview-text';
import { ForumPrompt } from './ForumPrompt';
import { MasterclassCalendar, MemberTime, StopPager } from './Journey';
import { StopHeader } from './StopHeader';
import styles from './axis-pages.module.css';
import journey from './journey.module.css';

/**
 * The route's masterclass, stop 5 (docs/product/axes.md#masterclass-screen): its hours by country, the
 * live video and chat, its text, and the visit recorded once.
 */
export function MasterclassScreen({
  slug,
  slugStep,
  info,
}: {
  slug: string;
  slugStep: string;
  info: MasterclassInfo;
}) {
  usePageTitle(`Masterclass: ${info.title_inner}`);
  // Staff previewing it before its date record no visit (the server refuses it then).
  useRegisterVisitOnce(slug, slugStep, 'registermasterclass', info.opened);
  const video = info.iframes.find((f) => f.iframe_type !== 'chat');
  const chat = info.iframes.find((f) => f.iframe_type === 'chat');

  return (
    <article className={styles.page}>
      {info.preview && <PreviewNotice>{stopPreviewText(info)}</PreviewNotice>}
      <Link to={pathTo('axis', { slug })} className={styles.back}>
        Volver a la ruta
      </Link>
      <StopHeader
        kicker="Parada 5"
        title={info.title_inner}
        intro={info.intro_inner}
        bg={{ desk: info.bg_desk, tablet: info.bg_tablet, mobile: info.bg_mobile }}
      />

      <section className={styles.card} aria-labelledby="hours-title">
        <h2 id="hours-title">Horario de la masterclass</h2>
        {info.member_time && <MemberTime time={info.member_time} startsAt={info.starts_at} />}
        {info.calendar && <MasterclassCalendar calendar={info.calendar} />}
        <h3 className={journey.byCountry}>Por país</h3>
        <ul className={styles.hours}>
          {info.hours.map((g) => (
            <li key={`${g.date}-${g.hour}`}>
              <strong>
                {g.hour} h <span className={styles.hourDate}>({g.date})</span>
              </strong>
              <span>{g.countries.join(', ')}</span>
            </li>
          ))}
        </ul>
      </section>

      {info.phase === 'live' ? (
        <section className={styles.live} aria-label="Masterclass en directo">
          <p className={styles.phase}>
            <strong>En directo</strong>
          </p>
          {video && <VideoPlayer src={video.url} title={`Masterclass: ${info.title_inner}`} />}
          {chat && (
            <iframe
              src={withChatEmbedDomain(chat.url, window.location.hostname)}
              title="Chat de la masterclass"
              className={styles.frame}
            />
          )}
        </section>
      ) : info.phase === 'after' ? (
        // Once over: its recording where there is one, and no live chat.
        <section className={styles.live} aria-label="Grabación de la masterclass">
          {video ? (
            <VideoPlayer src={video.url} title={`Grabación: ${info.title_inner}`} />
          ) : (
            <p className={styles.phase}>{PAST_EVENT_TEXT}</p>
          )}
        </section>
      ) : (
        <section className={styles.live} aria-label="Emisión de la masterclass">
          <p className={styles.phase}>La emisión aparecerá aquí en cuanto comience la masterclass.</p>
        </section>
      )}

      {info.text_inner && (
        <section className={styles.card} aria-labelledby="masterclass-text">
          <h2 id="masterclass-text">{info.step_inner_text_type || 'Sobre la masterclass'}</h2>
          <RichText html={info.text_inner} className={styles.richText} />
        </section>
      )}

      <StopPager slug={slug} stepCount={5} />

      <ForumPrompt slug={slug} text="Debate con nuestros Coaches" action="Ir al foro" />
    </article>
  );
}
