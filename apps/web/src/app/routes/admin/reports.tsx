import { useSearchParams } from 'react-router';
import { reportFilterSchema, type ReportFilter } from '@foro/shared/reports/schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ReportsDashboard } from '../../../features/reports/admin/ReportsDashboard';

/** /admin/informes: the reports dashboard; its filters live in the address (?country=&from=&to=). */
export default function AdminReportsScreen() {
  const [params, setParams] = useSearchParams();
  // An address edited by hand with a bad value shows every figure rather than an error.
  const parsed = reportFilterSchema.safeParse(Object.fromEntries(params));
  const filter: ReportFilter = parsed.success ? parsed.data : {};
  const onFilter = (next: ReportFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
      { replace: true },
    );
  return (
    <AdminPage title="Informes">
      <ReportsDashboard filter={filter} onFilter={onFilter} />
    </AdminPage>
  );
}
