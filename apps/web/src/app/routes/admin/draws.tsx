import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable } from '../../../components/admin/DataTable';
import { buttonClass } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pages, pathTo } from '../../../config/paths';
import { useEditions } from '../../../features/draws/api/draws-admin-api';
import { editionDate } from '../../../features/draws/components/edition-text';

/** /admin/sorteos: the draw editions, the current one marked (docs/product/draws.md#editions). */
export default function AdminDrawsScreen() {
  const editions = useEditions();
  return (
    <AdminPage
      title="Sorteos"
      actions={
        <Link to={pages.adminDrawEditionNew.pattern} className={buttonClass('brand')}>
          Nueva edición
        </Link>
      }
    >
      <QueryStatus query={editions}>
        {(list) => (
          <DataTable caption="Ediciones del sorteo" head={['Edición', 'Participación', 'Sorteo', 'Estado']}>
            {list.map((e) => (
              <tr key={e.id}>
                <td>
                  <Link to={pathTo('adminDrawEdition', { id: e.id })}>{e.name}</Link>
                </td>
                <td>
                  Del {editionDate(e.startsAt)} al {editionDate(e.endsAt)}
                </td>
                <td>{editionDate(e.drawAt, false)}</td>
                <td>{e.current ? 'Vigente' : ''}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </AdminPage>
  );
}
