import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './NotFound';
import styles from './NotFound.module.css';

/** Shown when a screen fails to load or throws: a clear message and a way to try again. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className={styles.page} role="alert">
      <h1>Algo salió mal</h1>
      <p className={styles.lead}>
        No pudimos mostrar esta página. Revisa tu conexión y vuelve a intentarlo en unos segundos.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </section>
  );
}
