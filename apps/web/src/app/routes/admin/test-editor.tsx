import { useParams, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { PublicationBadge } from '../../../components/admin/PublicationControls';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { TestEditor } from '../../../features/tests/admin/TestEditor';
import { useAdminTest } from '../../../features/tests/admin/tests-admin-api';

const back = { to: pathTo('adminTests'), label: 'Casos prácticos' };

function EditScreen({ id }: { id: string }) {
  const test = useAdminTest(id);
  return (
    <QueryStatus query={test}>
      {(data) => (
        <AdminPage title={data.title} back={back} actions={<PublicationBadge state={data.state} />}>
          <TestEditor key={data.id} test={data} />
        </AdminPage>
      )}
    </QueryStatus>
  );
}

/** /admin/casos-practicos/nuevo and /admin/casos-practicos/:id (docs/product/tests.md#back-office). */
export default function AdminTestEditorScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id) return <EditScreen id={id} />;
  return (
    <AdminPage title="Nuevo caso práctico" back={back}>
      <TestEditor axisId={params.get('axis') ?? ''} />
    </AdminPage>
  );
}
