import { useId } from 'react';
import { Link } from 'react-router';
import { publicationStateLabels, publicationStates } from '@foro/shared/admin/schemas';
import type { AdminTestQuery } from '@foro/shared/tests/admin-schemas';
import { DataTable } from '../../../components/admin/DataTable';
import { ListToolbar, LoadMore } from '../../../components/admin/ListControls';
import { PublicationBadge } from '../../../components/admin/PublicationControls';
import { StaffTime } from '../../../components/admin/StaffTime';
import { PageLoading } from '../../../components/ui/PageLoading';
import { pathTo } from '../../../config/paths';
import { useAdminTestAxes, useAdminTests, type AdminTestFilter } from './tests-admin-api';
import styles from './tests-admin.module.css';

/**
 * The practical cases, most recently changed first: search by title or description, filter by route
 * and state, next pages on demand (docs/product/tests.md#back-office).
 */
export function TestList({
  filter,
  onFilter,
}: {
  filter: AdminTestFilter;
  onFilter: (filter: AdminTestFilter) => void;
}) {
  const id = useId();
  const axes = useAdminTestAxes();
  const cases = useAdminTests(filter);
  const rows = cases.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <>
      <ListToolbar
        search={filter.q ?? ''}
        onSearch={(q) => onFilter({ ...filter, q: q || undefined })}
        searchLabel="Buscar por título o descripción"
      >
        <div className={styles.toolbarField}>
          <label htmlFor={`${id}-axis`}>Ruta</label>
          <select
            id={`${id}-axis`}
            value={filter.axis ?? ''}
            onChange={(e) => onFilter({ ...filter, axis: e.target.value || undefined })}
          >
            <option value="">Todas las rutas</option>
            {axes.data?.map((axis) => (
              <option key={axis.id} value={axis.id}>
                {axis.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.toolbarField}>
          <label htmlFor={`${id}-state`}>Estado</label>
          <select
            id={`${id}-state`}
            value={filter.state ?? ''}
            onChange={(e) =>
              onFilter({ ...filter, state: (e.target.value || undefined) as AdminTestQuery['state'] })
            }
          >
            <option value="">Todos</option>
            {publicationStates.map((state) => (
              <option key={state} value={state}>
                {publicationStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
      </ListToolbar>
      {cases.isPending ? (
        <PageLoading />
      ) : cases.isError ? (
        <p role="alert">No pudimos cargar los casos prácticos. {cases.error.message}</p>
      ) : rows.length === 0 ? (
        <p>No hay casos prácticos con estos filtros.</p>
      ) : (
        <DataTable
          caption="Casos prácticos"
          head={['Caso', 'Ruta', 'Estado', 'Preguntas', 'Respondido por', 'Último cambio']}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={pathTo('adminTest', { id: row.id })}>{row.title}</Link>
              </td>
              <td>{row.axis.title}</td>
              <td>
                <PublicationBadge state={row.state} />
              </td>
              <td>{row.questions}</td>
              <td>{row.answered === 1 ? '1 docente' : `${row.answered} docentes`}</td>
              <td>
                <StaffTime at={row.updatedAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore
        hasMore={Boolean(cases.hasNextPage)}
        loading={cases.isFetchingNextPage}
        onMore={() => void cases.fetchNextPage()}
        shown={rows.length}
      />
    </>
  );
}
