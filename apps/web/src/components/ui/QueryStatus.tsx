import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import NotFoundPage from '../errors/NotFound';
import { PageLoading } from './PageLoading';
import styles from './QueryStatus.module.css';

/**
 * Loading, not found, refused (with the server's Spanish reason) and failed states of a screen's
 * main query, so each screen only renders its data. `refusedTitle`: the page's h1 when the server
 * refuses it (a blocked stop), so the page still has its heading.
 */
export function QueryStatus<T>({
  query,
  children,
  refusedTitle,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  refusedTitle?: string;
}) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    const refused = error instanceof ApiError && error.status === 403;
    return (
      <div className={styles.box} role={refused && refusedTitle ? undefined : 'alert'}>
        {refused && refusedTitle && <h1 className={styles.title}>{refusedTitle}</h1>}
        {/* Under its heading, the reason is still announced as the page's alert. */}
        <p role={refused && refusedTitle ? 'alert' : undefined}>
          {error instanceof ApiError && error.status === 403
            ? error.message
            : 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.'}
        </p>
        {!(error instanceof ApiError && error.status === 403) && (
          <button type="button" onClick={() => query.refetch()}>
            Reintentar
          </button>
        )}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
