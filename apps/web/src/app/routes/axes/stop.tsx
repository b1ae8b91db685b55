import { useEffect, useRef } from 'react';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { Link, useParams } from 'react-router';
import type { StopInfo } from '@foro/shared/axes/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { Button, buttonClass } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { RichText } from '../../../components/ui/RichText';
import { pathTo } from '../../../config/paths';
import { useRegisterClick } from '../../../features/axes/api/register-click';
import { useStop } from '../../../features/axes/api/get-stop';
import { routeCertificateAction } from '../../../features/certificates/route-certificate';
import { CertificateButton } from '../../../features/certificates/CertificateButton';
import { ForumPrompt } from '../../../features/axes/components/ForumPrompt';
import { StopHeader } from '../../../features/axes/components/StopHeader';
import { stopPreviewText } from '../../../features/axes/preview-text';
import { useRegisterVisitOnce } from '../../../features/axes/hooks/use-register-visit-once';
import { MeetingPlayer } from '../../../features/meetings/components/MeetingPlayer';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/axes/components/axis-pages.module.css';

function StopContent({ slug, slugStep, stop }: { slug: string; slugStep: string; stop: StopInfo }) {
  usePageTitle(`Parada ${stop.step_count}: ${stop.title}`);
  const click = useRegisterClick();
  const { open } = useModal();
  const { data: user } = useCurrentUser();
  const missing = stop.infoCert.notVisited;
  const isCertificate = stop.kind === 'certificate';
  const certificate = routeCertificateAction(stop.infoCert.axisId, slug, user);
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
            <MeetingPlayer key={f.id} src={f.url} title={`Vídeo de la parada ${stop.step_count}`} />
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
        {isCertificate && (
          <div className={styles.actions}>
            {missing.length ? (
              <Button variant="brand" onClick={() => open({ kind: 'missingStops', names: missing })}>
                Descargar certificado
              </Button>
            ) : 'issuePath' in certificate ? (
              <CertificateButton issuePath={certificate.issuePath}>Descargar certificado</CertificateButton>
            ) : (
              <a href={certificate.confirmHref} className={buttonClass('brand')}>
                Descargar certificado
              </a>
            )}
          </div>
        )}
      </section>

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

/** /eje/{slug}/etapa/{slugStep} (docs/product/axes.md#stop-screen). */
export default function StopPage() {
  const { slug = '', slugStep = '' } = useParams();
  const query = useStop(slug, slugStep);
  return (
    <QueryStatus query={query}>
      {(stop) => <StopContent key={slugStep} slug={slug} slugStep={slugStep} stop={stop} />}
    </QueryStatus>
  );
}
