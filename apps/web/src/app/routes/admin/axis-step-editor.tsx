import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import NotFoundPage from '../../../components/errors/NotFound';
import { PageLoading } from '../../../components/ui/PageLoading';
import { pathTo } from '../../../config/paths';
import { useAdminStep } from '../../../features/axes/admin/api';
import { StepForm } from '../../../features/axes/admin/StepForm';
import { ApiError } from '../../../lib/api-client';

/** /admin/ejes/:id/etapas/:stepId: one of the route's 8 stops (stepId is its number). */
export default function AxisStepEditorScreen() {
  const { id = '', stepId = '' } = useParams();
  const n = Number(stepId);
  const valid = Number.isInteger(n) && n >= 1 && n <= 8;
  const step = useAdminStep(id, valid ? n : 1);
  const [reloads, setReloads] = useState(0);
  if (!valid) return <NotFoundPage />;
  if (step.isPending) return <PageLoading />;
  if (step.isError)
    return step.error instanceof ApiError && step.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <p role="alert">No pudimos cargar la parada. Revisa tu conexión e inténtalo de nuevo.</p>
    );
  const data = step.data;
  return (
    <AdminPage
      title={`Parada ${data.step_count}: ${data.form.title}`}
      back={{ to: pathTo('adminAxis', { id }), label: data.axis.title }}
      actions={
        (data.form.kind === 'stop' || data.form.kind === 'certificate') && (
          <a
            href={pathTo('axisStep', { slug: data.axis.slug, slugStep: data.form.slug })}
            target="_blank"
            rel="noreferrer"
          >
            Ver en el portal
          </a>
        )
      }
    >
      <StepForm
        key={reloads}
        axisId={id}
        step={data}
        onReload={() => void step.refetch().then(() => setReloads((r) => r + 1))}
      />
    </AdminPage>
  );
}
