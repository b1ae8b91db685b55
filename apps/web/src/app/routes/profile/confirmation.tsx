import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../features/session/api/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './profile.module.css';

/**
 * /confirmacion: where a member with unconfirmed data lands (spec §4 "Unconfirmed data"). The
 * country-dependent form of spec §2 "Confirmation page" is built with the profile feature.
 */
export default function ConfirmationPage() {
  usePageTitle('Confirma tus datos');
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const forCertificate = params.get('certificado') === '1';
  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">¡Te damos la bienvenida, {user?.name}!</h1>
      <p className={styles.lead}>
        {forCertificate
          ? 'Para descargar el certificado de asistencia necesitamos que confirmes tus datos.'
          : 'Antes de continuar, confirma tus datos: los usaremos para emitir tus certificados y para que tus colegas te reconozcan en el foro.'}
      </p>
    </section>
  );
}
