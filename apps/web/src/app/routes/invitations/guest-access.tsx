import { Link, useParams } from 'react-router';
import type { CurrentUser } from '@foro/shared/session/schemas';
import { Button, buttonClass } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { connectUrl, logoutUrl, pages } from '../../../config/paths';
import { useInvitation } from '../../../features/invitations/api/register-invitation';
import { isSignedIn, useCurrentUser } from '../../../lib/session/get-current-user';
import type { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './guest-access.module.css';

/** The account form lives on the connect page; the new member then confirms their data. */
const createAccountUrl = connectUrl(pages.confirmation.pattern);
const contactUrl = `${pages.home2021.pattern}?contacto=1`;

function Welcome({ email, user }: { email: string; user: CurrentUser | undefined }) {
  return (
    <section className={styles.page} aria-labelledby="invitation-title">
      <h1 id="invitation-title">¡Te damos la bienvenida al Foro de Educadores!</h1>
      <p className={styles.lead}>
        Tu invitación es para <strong className={styles.email}>{email}</strong>.
      </p>
      <p>
        Crea tu cuenta para participar en los encuentros en vivo con especialistas, recorrer las rutas de
        aprendizaje y conversar con docentes de toda América Latina.
      </p>
      {isSignedIn(user) ? (
        <>
          <p className={styles.note}>
            Ahora tienes abierta la sesión de {user.name || user.username}. Para crear la cuenta de esta
            invitación, primero cierra esa sesión.
          </p>
          <div className={styles.actions}>
            <a href={logoutUrl(createAccountUrl)} className={buttonClass('brand')}>
              Cerrar sesión y crear mi cuenta
            </a>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <a href={createAccountUrl} className={buttonClass('brand')}>
            Crear mi cuenta
          </a>
        </div>
      )}
    </section>
  );
}

/** Unknown or expired links lead to the contact form; a used one to signing in. */
function Refused({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const refused = error.status === 409 || error.status === 422;
  return (
    <section className={styles.page} aria-labelledby="invitation-title">
      <h1 id="invitation-title">
        {refused ? 'No podemos abrir esta invitación' : 'No pudimos comprobar tu invitación'}
      </h1>
      <p className={styles.lead} role="alert">
        {refused || error.status === 429
          ? error.message
          : 'Revisa tu conexión e inténtalo de nuevo en unos minutos.'}
      </p>
      <div className={styles.actions}>
        {error.status === 409 ? (
          <a href={connectUrl(pages.about.pattern)} className={buttonClass('brand')}>
            Iniciar sesión
          </a>
        ) : refused ? (
          <Link to={contactUrl} className={buttonClass('brand')}>
            Escríbenos
          </Link>
        ) : (
          <Button variant="brand" onClick={onRetry}>
            Reintentar
          </Button>
        )}
        <Link to={pages.about.pattern} className={buttonClass('outline')}>
          Ir al inicio
        </Link>
      </div>
    </section>
  );
}

/**
 * `/acceso-invitados/{hash}` (docs/product/contact.md#invitation-page): the page an invitation mail links to.
 */
export default function GuestAccessPage() {
  const { hash = '' } = useParams();
  usePageTitle('Tu invitación');
  const invitation = useInvitation(hash);
  const { data: user } = useCurrentUser();
  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) return <Refused error={invitation.error} onRetry={() => invitation.refetch()} />;
  return <Welcome email={invitation.data.email} user={user} />;
}
