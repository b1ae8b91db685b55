import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PAST_EVENT_TEXT } from '@foro/shared/meetings/time';
import type { OpenAccessLive } from '@foro/shared/open-access/schemas';
import { SocialLinks } from '../../../components/layout/SocialLinks';
import { buttonClass } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pages } from '../../../config/paths';
import { LiveStage } from '../../../features/meetings/components/LiveStage';
import { LightModeControls } from '../../../features/meetings/light/LightModeControls';
import { ShareButtons } from '../../../features/share/components/ShareButtons';
import { useFreeAccessLive } from '../../../features/open-access/api/get-free-access-live';
import { clearFreeAccess, readFreeAccess } from '../../../features/open-access/storage';
import { ApiError } from '../../../lib/api-client';
import { useLightMode } from '../../../lib/light-mode';
import { usePageTitle } from '../../../lib/use-page-title';
import { MasterclassWhen } from './MasterclassWhen';
import styles from './open-access.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/** Where a visitor without a chat is invited to join the community (the contact modal). */
const joinCommunity = `${pages.home2021.pattern}?contacto=1`;

function LiveMasterclass({ live }: { live: OpenAccessLive }) {
  usePageTitle(`Masterclass en abierto: ${live.title}`);
  // Light mode (decision 0047), as on a meeting's live page: no background, the stream when asked for.
  const [light] = useLightMode();
  return (
    <article className={styles.livePage}>
      {/* The background follows the width: desktop from 1366 px, tablet from 768 px
          (docs/product/contact.md#open-access-live-page). */}
      {!light && (
        <MediaPicture
          pictureClassName={styles.background}
          art={[
            { media: '(min-width: 1366px)', src: live.bg_desk, size: 'desktop' },
            { media: '(min-width: 768px)', src: live.bg_tablet, size: 'tablet' },
          ]}
          src={live.bg_mobile}
          width={640}
          height={360}
        />
      )}
      <div className={styles.liveInner}>
        <header className={styles.liveHeader}>
          {live.preview && <PreviewNotice />}
          <p className={styles.kicker}>
            {live.phase === 'live' ? 'Masterclass en abierto · En directo' : 'Masterclass en abierto'}
          </p>
          <h1>{live.title}</h1>
          <MasterclassWhen time={live} light />
          {live.intro && <p>{live.intro}</p>}
        </header>

        <div className={styles.card}>
          <LightModeControls />
        </div>

        <section aria-label="Emisión de la masterclass">
          <LiveStage
            light={light}
            video={live.video}
            videoTitle={live.phase === 'after' ? `Grabación: ${live.title}` : `Masterclass: ${live.title}`}
            waiting={
              live.phase === 'after'
                ? PAST_EVENT_TEXT
                : 'La emisión aparecerá aquí en cuanto comience la masterclass.'
            }
            chat={live.chat}
            chatTitle="Chat de la masterclass"
            chatFallback={
              <>
                <p>¿Quieres comentar la masterclass con otros docentes?</p>
                <p>Únete a la comunidad del Foro de Educadores y participa en los próximos encuentros.</p>
                <Link to={joinCommunity} className={buttonClass('primary')}>
                  Únete a la comunidad
                </Link>
              </>
            }
          />
        </section>

        {/* The shared address is the open-access form: this page opens only after it. */}
        <div className={styles.card}>
          <ShareButtons title={`Masterclass en abierto: ${live.title}`} path={pages.openAccess.pattern} />
        </div>

        <section className={styles.social} aria-labelledby="open-access-social">
          <h2 id="open-access-social">Síguenos en redes sociales</h2>
          <SocialLinks />
        </section>
      </div>
    </article>
  );
}

function LiveContent() {
  const navigate = useNavigate();
  const query = useFreeAccessLive();
  // The cookie is gone (cleared, expired, another browser): the stored values no longer open the page.
  const refused = query.error instanceof ApiError && query.error.status === 403;
  useEffect(() => {
    if (!refused) return;
    clearFreeAccess();
    navigate(pages.openAccess.pattern, { replace: true });
  }, [refused, navigate]);
  if (refused) return <PageLoading />;
  return <QueryStatus query={query}>{(live) => <LiveMasterclass live={live} />}</QueryStatus>;
}

/** /acceso-abierto/vive-el-encuentro (docs/product/contact.md#open-access-live-page). */
export default function OpenAccessLivePage() {
  // docs/product/contact.md#open-access-live-page: without both stored values the visitor goes back to the
  // form.
  if (!readFreeAccess()) return <Navigate to={pages.openAccess.pattern} replace />;
  return <LiveContent />;
}
