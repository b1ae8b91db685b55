import { Navigate, useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useTest } from '../../../features/tests/api/tests-api';
import { TestRunner } from '../../../features/tests/components/TestRunner';

/** /eje/{slug}/test (docs/product/tests.md#taking-a-test). */
export default function TestPage() {
  const { slug = '' } = useParams();
  const query = useTest(slug);
  // No case chosen yet, or already answered: back to the choice (which shows the results link).
  if (query.error instanceof ApiError && query.error.status === 409) {
    return <Navigate to={pathTo('axisTests', { slug })} replace />;
  }
  return <QueryStatus query={query}>{({ test }) => <TestRunner slug={slug} test={test} />}</QueryStatus>;
}
