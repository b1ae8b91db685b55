import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import NotFoundPage from '../errors/NotFound';
import { PageLoading } from './PageLoading';
import styles from './QueryStatus.module.css';

/**
 * Loading, not found, refused (with the server's Spanish reason) and failed states of a screen's
 * main query, so each screen only renders its data.
 */
export function QueryStatus<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    return (
      <div className={styles.box} role="alert">
        <p>
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
