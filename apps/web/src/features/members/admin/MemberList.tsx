import { useId } from 'react';
import { Link } from 'react-router';
import { countries } from '@foro/shared/directory/countries';
import { memberStateLabels, type MemberState } from '@foro/shared/members/admin-schemas';
import { DataTable } from '../../../components/admin/DataTable';
import { ListToolbar, LoadMore } from '../../../components/admin/ListControls';
import { PageLoading } from '../../../components/ui/PageLoading';
import { pathTo } from '../../../config/paths';
import { useMembers, type MemberFilter } from './members-admin-api';
import styles from './members-admin.module.css';

export const countryLabel = (key: string) => countries.find((c) => c.key === key)?.label ?? key;

export function StateBadge({ state }: { state: MemberState }) {
  return <span className={`${styles.state} ${styles[state] ?? ''}`}>{memberStateLabels[state]}</span>;
}

/** Members found by the start of a name, surname or e-mail, by country and by school, in pages. */
export function MemberList({
  filter,
  onFilter,
}: {
  filter: MemberFilter;
  onFilter: (f: MemberFilter) => void;
}) {
  const id = useId();
  const members = useMembers(filter);
  const rows = members.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <>
      <ListToolbar
        search={filter.q ?? ''}
        onSearch={(q) => onFilter({ ...filter, q: q || undefined })}
        searchLabel="Nombre, apellidos, correo, colegio o rol"
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-country`}>País</label>
          <select
            id={`${id}-country`}
            value={filter.country ?? ''}
            onChange={(e) => onFilter({ ...filter, country: e.target.value || undefined })}
          >
            <option value="">Todos los países</option>
            {countries.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-school`}>Colegio</label>
          <input
            id={`${id}-school`}
            type="search"
            value={filter.school ?? ''}
            onChange={(e) => onFilter({ ...filter, school: e.target.value || undefined })}
          />
        </div>
      </ListToolbar>
      {members.isPending ? (
        <PageLoading />
      ) : members.isError ? (
        <p role="alert">No pudimos cargar los miembros. {members.error.message}</p>
      ) : rows.length === 0 ? (
        <p>Ningún miembro coincide con la búsqueda.</p>
      ) : (
        <DataTable caption="Miembros" head={['Miembro', 'País', 'Colegio', 'Estado']}>
          {rows.map((m) => (
            <tr key={m.id}>
              <td>
                <Link className={styles.name} to={pathTo('adminMember', { id: m.id })}>
                  {[m.name, m.lastname, m.lastname2].filter(Boolean).join(' ')}
                </Link>
                <span className={styles.sub}>{m.email}</span>
              </td>
              <td>{countryLabel(m.country)}</td>
              <td>{m.school || '—'}</td>
              <td>
                <StateBadge state={m.state} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore
        hasMore={Boolean(members.hasNextPage)}
        loading={members.isFetchingNextPage}
        onMore={() => void members.fetchNextPage()}
        shown={rows.length}
      />
    </>
  );
}
