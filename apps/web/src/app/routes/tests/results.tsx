import { useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useTestResults } from '../../../features/tests/api/tests-api';
import { TestResults } from '../../../features/tests/components/TestResults';
import { usePageTitle } from '../../../lib/use-page-title';

/** /eje/{slug}/test/resultados: the score and, per question, the member's answer. */
export default function TestResultsPage() {
  const { slug = '' } = useParams();
  const query = useTestResults(slug);
  usePageTitle('Resultados del caso práctico');
  return <QueryStatus query={query}>{(data) => <TestResults slug={slug} results={data} />}</QueryStatus>;
}
