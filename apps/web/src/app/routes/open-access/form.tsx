import { Navigate, useNavigate } from 'react-router';
import type { LivePhase } from '@foro/shared/meetings/time';
import { pages } from '../../../config/paths';
import { OpenAccessForm } from '../../../features/open-access/components/OpenAccessForm';
import { readFreeAccess, saveFreeAccess } from '../../../features/open-access/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpenMasterclass } from '../../../features/open-access/api/get-open-masterclass';
import { MasterclassWhen } from './MasterclassWhen';
import styles from './open-access.module.css';

const ROUTE_NAME = '«Claves para conectar con tus estudiantes»';
/** The invitation follows the masterclass's time: never to a live class that is over (issue 33). */
function leadText(phase: LivePhase | undefined): string {
  if (phase === 'after')
    return `La masterclass de la ruta ${ROUTE_NAME} ya se celebró. Déjanos tu correo electrónico y tu país, y mira gratis su grabación.`;
  if (phase === undefined)
    return `Déjanos tu correo electrónico y tu país, y entra gratis a la masterclass de la ruta ${ROUTE_NAME}.`;
  return `Déjanos tu correo electrónico y tu país, y entra gratis a la masterclass en directo de la ruta ${ROUTE_NAME}.`;
}

/** /acceso-abierto (docs/product/contact.md#open-access-form). */
export default function OpenAccessFormPage() {
  usePageTitle('Vive la masterclass en abierto');
  const navigate = useNavigate();
  const masterclass = useOpenMasterclass();
  // docs/product/contact.md#open-access-form: a visitor who already sent the form goes straight to the live
  // page.
  if (readFreeAccess()) return <Navigate to={pages.openAccessLive.pattern} replace />;

  return (
    <section className={styles.formPage} aria-labelledby="open-access-title">
      <div className={styles.formIntro}>
        <p className={styles.kicker}>Acceso abierto</p>
        <h1 id="open-access-title">Vive la masterclass en abierto</h1>
        <p className={styles.lead}>{leadText(masterclass.data?.phase)}</p>
        {masterclass.data && <MasterclassWhen time={masterclass.data} />}
        <p className={styles.note}>Los campos marcados con * son obligatorios.</p>
      </div>
      <OpenAccessForm
        onSent={(access) => {
          saveFreeAccess(access);
          navigate(pages.openAccessLive.pattern);
        }}
      />
    </section>
  );
}
