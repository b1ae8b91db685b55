import { Link, useSearchParams } from 'react-router';
import { publicationStates, type PublicationState } from '@foro/shared/admin/schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { TestList } from '../../../features/tests/admin/TestList';
import type { AdminTestFilter } from '../../../features/tests/admin/tests-admin-api';

/** /admin/casos-practicos: the practical cases of every route; the filters live in the address. */
export default function AdminTestsScreen() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filter: AdminTestFilter = {
    q: params.get('q') ?? undefined,
    axis: params.get('axis') ?? undefined,
    state: publicationStates.includes(state as PublicationState) ? (state as PublicationState) : undefined,
  };
  const onFilter = (next: AdminTestFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  const newCase = filter.axis
    ? `${pathTo('adminTestNew')}?axis=${encodeURIComponent(filter.axis)}`
    : pathTo('adminTestNew');
  return (
    <AdminPage
      title="Casos prácticos"
      actions={
        <Link className={buttonClass('brand')} to={newCase}>
          Nuevo caso práctico
        </Link>
      }
    >
      <TestList filter={filter} onFilter={onFilter} />
    </AdminPage>
  );
}
