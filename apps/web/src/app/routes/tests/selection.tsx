import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { StopPager } from '../../../features/axes/components/Journey';
import { useTestList } from '../../../features/tests/api/tests-api';
import { RaffleNotice } from '../../../features/draws/components/RaffleNotice';
import { TestChoice } from '../../../features/tests/components/TestChoice';
import { usePageTitle } from '../../../lib/use-page-title';

/** /eje/{slug}/tests (docs/product/tests.md#test-selection). */
export default function TestSelectionPage() {
  const { slug = '' } = useParams();
  const list = useTestList(slug);
  const navigate = useNavigate();
  usePageTitle('Parada 7 – Caso práctico');
  const testPath = pathTo('axisTest', { slug });

  useEffect(() => {
    // docs/product/tests.md#test-selection: a member who already chose goes straight to the test.
    if (list.data?.redirect) navigate(testPath, { replace: true });
  }, [list.data?.redirect, navigate, testPath]);

  return (
    <QueryStatus query={list}>
      {(data) => (
        <TestChoice
          slug={slug}
          list={data}
          reminder={<RaffleNotice />}
          pager={<StopPager slug={slug} stepCount={7} />}
        />
      )}
    </QueryStatus>
  );
}
