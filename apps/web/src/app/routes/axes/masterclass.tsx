import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { MasterclassInfo } from '@foro/shared/axes/schemas';
import { buttonClass } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { RichText } from '../../../components/ui/RichText';
import { pathTo } from '../../../config/paths';
import { useMasterclass } from '../../../features/axes/api/get-masterclass';
import { useRegisterVisit } from '../../../features/axes/api/register-visit';
import { MeetingPlayer } from '../../../features/meetings/components/MeetingPlayer';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './axis-pages.module.css';

function MasterclassContent({
  slug,
  slugStep,
  info,
}: {
  slug: string;
  slugStep: string;
  info: MasterclassInfo;
}) {
  usePageTitle(`Masterclass: ${info.title_inner}`);
  const visit = useRegisterVisit(slug);
  const registered = useRef(false);
  useEffect(() => {
    if (registered.current) return;
    registered.current = true;
    visit.mutate({ slugStep, kind: 'registermasterclass' });
  }, [slugStep, visit]);
  const video = info.iframes.find((f) => f.iframe_type !== 'chat');
  const chat = info.iframes.find((f) => f.iframe_type === 'chat');

  return (
    <article className={styles.page}>
      <Link to={pathTo('axis', { slug })} className={styles.back}>
        Volver a la ruta
      </Link>
      <header className={styles.stopHeader}>
        <picture>
          <source media="(min-width: 1024px)" srcSet={info.bg_desk} />
          <source media="(min-width: 768px)" srcSet={info.bg_tablet} />
          <img src={info.bg_mobile} alt="" className={styles.stopArt} />
        </picture>
        <div className={styles.stopHeaderText}>
          <p className={styles.kicker}>Parada 5</p>
          <h1>{info.title_inner}</h1>
          <p>{info.intro_inner}</p>
        </div>
      </header>

      <section className={styles.card} aria-labelledby="hours-title">
        <h2 id="hours-title">Horario de la masterclass</h2>
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

      <section className={styles.live} aria-label="Masterclass en directo">
        {video && <MeetingPlayer src={video.url} title={`Masterclass: ${info.title_inner}`} />}
        {chat && <iframe src={chat.url} title="Chat de la masterclass" className={styles.frame} />}
      </section>

      {info.text_inner && (
        <section className={styles.card} aria-labelledby="masterclass-text">
          <h2 id="masterclass-text">{info.step_inner_text_type || 'Sobre la masterclass'}</h2>
          <RichText html={info.text_inner} className={styles.richText} />
        </section>
      )}

      <aside className={styles.forumPrompt} aria-labelledby="coaches-prompt">
        <p id="coaches-prompt">Debate con nuestros Coaches</p>
        <Link to={pathTo('axisForum', { slug })} className={buttonClass('primary')}>
          Ir al foro
        </Link>
      </aside>
    </article>
  );
}

/** /eje/{slug}/masterclass/{slugStep} (spec §2 "Masterclass screen"). */
export default function MasterclassPage() {
  const { slug = '', slugStep = '' } = useParams();
  const query = useMasterclass(slug, slugStep);
  return (
    <QueryStatus query={query}>
      {(info) => <MasterclassContent key={slugStep} slug={slug} slugStep={slugStep} info={info} />}
    </QueryStatus>
  );
}
