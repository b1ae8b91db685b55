import { useState } from 'react';
import { Link } from 'react-router';
import { publicationStateLabels, publicationStates, type PublicationState } from '@foro/shared/admin/schemas';
import { DataTable } from '../../../components/admin/DataTable';
import { ListToolbar, LoadMore } from '../../../components/admin/ListControls';
import { PublicationBadge } from '../../../components/admin/PublicationControls';
import { SelectField } from '../../../components/ui/SelectField';
import { PageLoading } from '../../../components/ui/PageLoading';
import { pathTo } from '../../../config/paths';
import { useAxisList } from './api';
import { StaffTime } from '../../../components/admin/StaffTime';

/** Every route, most recently changed first, with search and a publication filter (docs/product/admin.md#lists). */
export function AxisList() {
  const [q, setQ] = useState('');
  const [state, setState] = useState<PublicationState | ''>('');
  const list = useAxisList({ ...(q.trim() ? { q: q.trim() } : {}), ...(state ? { state } : {}) });
  const axes = list.data?.pages.flatMap((p) => p.axes) ?? [];
  return (
    <>
      <ListToolbar search={q} onSearch={setQ} searchLabel="Buscar por título o dirección">
        <SelectField
          label="Estado"
          value={state}
          onChange={(e) => setState(e.target.value as PublicationState | '')}
          options={[
            { value: '', label: 'Todos' },
            ...publicationStates.map((s) => ({ value: s, label: publicationStateLabels[s] })),
          ]}
        />
      </ListToolbar>
      {list.isPending && <PageLoading />}
      {list.isError && (
        <p role="alert">No pudimos cargar las rutas. Revisa tu conexión e inténtalo de nuevo.</p>
      )}
      {list.isSuccess && (
        <>
          <DataTable caption="Rutas" head={['Título', 'Estado', 'Abierta', 'Orden', 'Último cambio']}>
            {axes.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={pathTo('adminAxis', { id: a.id })}>{a.title}</Link>
                  <br />
                  <small>/eje/{a.slug}</small>
                </td>
                <td>
                  <PublicationBadge state={a.state} />
                </td>
                <td>{a.active ? 'Sí' : 'Próximamente'}</td>
                <td>{a.position}</td>
                <td>
                  <StaffTime at={a.updated_at} />
                </td>
              </tr>
            ))}
          </DataTable>
          <LoadMore
            shown={axes.length}
            hasMore={Boolean(list.hasNextPage)}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </>
  );
}
