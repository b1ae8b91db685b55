import { useId, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import styles from './admin.module.css';

/** The search box and filters above a back-office list (docs/product/admin.md#lists). */
export function ListToolbar({
  search,
  onSearch,
  searchLabel = 'Buscar',
  children,
}: {
  search: string;
  onSearch: (q: string) => void;
  searchLabel?: string;
  /** Filters: labelled selects or inputs. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <form className={styles.toolbar} role="search" onSubmit={(e) => e.preventDefault()}>
      <div className={styles.toolbarField}>
        <label htmlFor={id}>{searchLabel}</label>
        <input id={id} type="search" value={search} onChange={(e) => onSearch(e.target.value)} />
      </div>
      {children}
    </form>
  );
}

/** The next keyset page of a list; says when there is none. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  shown,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  shown: number;
}) {
  return (
    <div className={styles.loadMore}>
      <p aria-live="polite">{shown === 1 ? '1 elemento' : `${shown} elementos`}</p>
      {hasMore && (
        <Button variant="outline" disabled={loading} onClick={onMore}>
          {loading ? 'Cargando…' : 'Cargar más'}
        </Button>
      )}
    </div>
  );
}
