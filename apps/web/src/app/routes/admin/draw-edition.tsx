import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pages } from '../../../config/paths';
import { useEdition } from '../../../features/draws/api/draws-admin-api';
import { DrawPanel } from '../../../features/draws/admin/DrawPanel';
import { EditionForm } from '../../../features/draws/admin/EditionForm';

const back = { to: pages.adminDraws.pattern, label: 'Sorteos' };

function ExistingEdition({ id }: { id: string }) {
  const detail = useEdition(id);
  return (
    <AdminPage title={detail.data?.edition.name ?? 'Edición del sorteo'} back={back}>
      <QueryStatus query={detail}>
        {(data) => (
          <>
            <EditionForm key={data.edition.updatedAt} edition={data.edition} />
            {data.draws.map((draw) => (
              <DrawPanel key={draw.id} draw={draw} />
            ))}
          </>
        )}
      </QueryStatus>
    </AdminPage>
  );
}

/** /admin/sorteos/nueva and /admin/sorteos/{id}: an edition, its draws, entries and winners. */
export default function AdminDrawEditionScreen() {
  const { id } = useParams();
  if (!id)
    return (
      <AdminPage title="Nueva edición del sorteo" back={back}>
        <p>Al crearla se genera la semilla secreta de cada sorteo y se publica su huella (SHA-256).</p>
        <EditionForm edition={null} />
      </AdminPage>
    );
  return <ExistingEdition id={id} />;
}
