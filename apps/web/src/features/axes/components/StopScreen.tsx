import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StopInfo } from '@foro/shared/axes/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { buttonClass } from '../../../components/ui/Button';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { RichText } from '../../../components/ui/RichText';
import { VideoPlayer } from '../../../components/ui/VideoPlayer';
import { pathTo } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterClick } from '../api/register-click';
import { useRegisterVisitOnce } from '../hooks/use-register-visit-once';
import { stopPreviewText } from '../preview-text';
import { ForumPrompt } from './ForumPrompt';
import { StopPager } from './Journey';
import { StopHeader } from './StopHeader';
import styles from './axis-pages.module.css';

/**
 * A stop of a route (docs/product/axes.md#stop-screen): its text, videos and buttons, the visit
 * recorded once, and on the certificate stop the missing stops named once and the `certificate`
 * action the screen gives (certificates are another feature).
 */
export function StopScreen({
  slug,
  slugStep,
  stop,
  certificate,
  aside,
}: {
  slug: string;
  slugStep: string;
  stop: StopInfo;
  certificate: ReactNode;
  /** Shown under the stop's text (the draws' notice on stops 7 and 8). */
  aside?: ReactNode;
}) {
  usePageTitle(`Parada ${stop.step_count}: ${stop.title}`);
  const click = useRegisterClick();
  const { open } = useModal();
  const missing = stop.infoCert.notVisited;
  const isCertificate = stop.kind === 'certificate';
  // The practical case counts when it is submitted, not when it is opened.
  // Staff previewing a stop before its date record no visit (the server refuses it then).
  useRegisterVisitOnce(slug, slugStep, 'registersteps', stop.kind !== 'test' && stop.opened);
  const askedMissing = useRef(false);
  useEffect(() => {
    // docs/product/axes.md#certificate-stop: opening it with stops missing shows which ones, once.
    if (askedMissing.current || !isCertificate || !missing.length) return;
    askedMissing.current = true;
    open({ kind: 'missingStops', names: missing });
  }, [isCertificate, missing, open]);

  return (
    <article className={styles.page}>
      {stop.preview && <PreviewNotice>{stopPreviewText(stop)}</PreviewNotice>}
      <Link to={pathTo('axis', { slug })} className={styles.back}>
        Volver a la ruta
      </Link>
      <StopHeader
        kicker={`Parada ${stop.step_count} · ${stop.type_text}`}
        title={stop.title}
        bg={{ desk: stop.bg_desk, tablet: stop.bg_tablet, mobile: stop.bg_mobile }}
      />

      <section className={styles.card} aria-labelledby="stop-text-title">
        <h2 id="stop-text-title">{stop.step_inner_text_type || 'Contenido'}</h2>
        <RichText html={stop.text_inner} className={styles.richText} />
        {stop.iframes.map((f) =>
          f.iframe_type === 'video' ? (
            <VideoPlayer key={f.id} src={f.url} title={`Vídeo de la parada ${stop.step_count}`} />
          ) : (
            <iframe
              key={f.id}
              src={f.url}
              title={`Contenido de la parada ${stop.step_count}`}
              className={styles.frame}
            />
          ),
        )}
        {stop.btns.length > 0 && (
          <div className={styles.actions}>
            {stop.btns.map((b) => (
              <a
                key={b.id}
                href={b.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('brand')}
                onClick={() => click.mutate(b.id)}
              >
                {b.btn_text}
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            ))}
          </div>
        )}
        {isCertificate && <div className={styles.actions}>{certificate}</div>}
      </section>
      {aside}

      <StopPager slug={slug} stepCount={stop.step_count} />

      <ForumPrompt
        slug={slug}
        text="No olvides participar en el foro"
        action={
          <>
            Entra<span className="visually-hidden"> al foro de participación</span>
          </>
        }
      />
    </article>
  );
}
