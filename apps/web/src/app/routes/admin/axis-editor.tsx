import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { PreviewFrames } from '../../../components/admin/PreviewFrames';
import { PublicationControls } from '../../../components/admin/PublicationControls';
import { PageLoading } from '../../../components/ui/PageLoading';
import { pages, pathTo } from '../../../config/paths';
import { useAdminAxis, useCreateAxis, usePublication, useSaveAxis } from '../../../features/axes/admin/api';
import { AxisForm, emptyAxis } from '../../../features/axes/admin/AxisForm';
import { CoachesForm } from '../../../features/axes/admin/CoachesForm';
import { ExpertForm } from '../../../features/axes/admin/ExpertForm';
import { RelatedForm } from '../../../features/axes/admin/RelatedForm';
import { StepsList } from '../../../features/axes/admin/StepsList';
import { ThreadsPanel } from '../../../features/axes/admin/ThreadsPanel';
import styles from '../../../features/axes/admin/admin-axes.module.css';
import { ApiError } from '../../../lib/api-client';
import NotFoundPage from '../../../components/errors/NotFound';

const back = { to: pages.adminAxes.pattern, label: 'Ejes' };

/**
 * /admin/ejes/nuevo and /admin/ejes/:id: a route, its publication, stops, expert, coaches, related
 * content and forum threads.
 */
export default function AxisEditorScreen() {
  const { id } = useParams();
  return id ? <EditAxis id={id} /> : <NewAxis />;
}

function NewAxis() {
  const create = useCreateAxis();
  const navigate = useNavigate();
  return (
    <AdminPage title="Nueva ruta" back={back}>
      <p className={styles.hint}>
        La ruta se crea como borrador con sus 8 paradas (la 5 es la masterclass, la 7 el caso práctico y la 8
        el certificado); después completas cada parada y la publicas.
      </p>
      <AxisForm
        initial={emptyAxis}
        submitLabel="Crear ruta"
        onSave={async ({ revision: _revision, ...values }) => {
          const { id } = await create.mutateAsync(values);
          // The form is clean once saved, so leaving it asks nothing.
          setTimeout(() => navigate(pathTo('adminAxis', { id })), 0);
          return { revision: 1 };
        }}
      />
    </AdminPage>
  );
}

function EditAxis({ id }: { id: string }) {
  const axis = useAdminAxis(id);
  const save = useSaveAxis(id);
  const publication = usePublication(id);
  const [reloads, setReloads] = useState(0);
  const [publicationError, setPublicationError] = useState<string>();
  // The route's fields, expert, coaches and related content share one revision: the one loaded,
  // then the one each of this screen's saves answers (never one read in the background, which could
  // be another person's and would let a save overwrite their change unseen).
  const [savedRevision, setSavedRevision] = useState<number>();
  if (axis.isPending) return <PageLoading />;
  if (axis.isError)
    return axis.error instanceof ApiError && axis.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <p role="alert">No pudimos cargar la ruta. Revisa tu conexión e inténtalo de nuevo.</p>
    );
  const data = axis.data;
  const revision = savedRevision ?? data.revision;
  const reload = () =>
    void axis.refetch().then(() => {
      setSavedRevision(undefined);
      setReloads((n) => n + 1);
    });
  const parts = { revision, onSaved: setSavedRevision, onReload: reload };
  const publish = (action: 'publish' | 'unpublish' | 'archive' | 'restore', at?: string) =>
    publication.mutate(
      { action, revision, ...(at ? { at } : {}) },
      {
        onSuccess: (answer) => {
          setSavedRevision(answer.revision);
          setPublicationError(undefined);
        },
        onError: (error) =>
          setPublicationError(
            error instanceof ApiError ? error.message : 'Algo salió mal. Inténtalo de nuevo en unos minutos.',
          ),
      },
    );
  return (
    <AdminPage title={data.axis.title} back={back}>
      <div className={styles.layout}>
        <div>
          <section className={styles.section} aria-labelledby="axis-data">
            <h2 id="axis-data">Datos de la ruta</h2>
            <AxisForm
              key={reloads}
              initial={data.axis}
              revision={data.revision}
              submitLabel="Guardar ruta"
              onSave={async (values) => {
                const answer = await save.mutateAsync({ ...values, revision });
                setSavedRevision(answer.revision);
                return answer;
              }}
              onReload={reload}
            />
          </section>
          {data.state !== 'published' && (
            <section className={styles.section} aria-labelledby="axis-preview">
              <h2 id="axis-preview">Vista previa</h2>
              <PreviewFrames href={pathTo('axis', { slug: data.axis.slug })} title={data.axis.title} />
            </section>
          )}
          <section className={styles.section} aria-labelledby="axis-steps">
            <h2 id="axis-steps">Paradas</h2>
            <StepsList axis={data} />
          </section>
          <section className={styles.section} aria-labelledby="axis-expert">
            <h2 id="axis-expert">Experto</h2>
            <ExpertForm key={reloads} axisId={data.id} initial={data.expert} {...parts} />
          </section>
          <section className={styles.section} aria-labelledby="axis-coaches">
            <h2 id="axis-coaches">Coaches</h2>
            <CoachesForm key={reloads} axis={data} {...parts} />
          </section>
          <section className={styles.section} aria-labelledby="axis-related">
            <h2 id="axis-related">Contenido relacionado</h2>
            <RelatedForm key={reloads} axis={data} {...parts} />
          </section>
          <section className={styles.section} aria-labelledby="axis-threads">
            <h2 id="axis-threads">Foro de participación</h2>
            <ThreadsPanel axis={data} />
          </section>
        </div>
        <aside>
          <PublicationControls
            item={{ publishedAt: data.published_at, archivedAt: data.archived_at }}
            busy={publication.isPending}
            onPublish={(at) => publish('publish', at)}
            onUnpublish={() => publish('unpublish')}
            onArchive={() => publish('archive')}
            previewHref={pathTo('axis', { slug: data.axis.slug })}
          />
          {data.state === 'archived' && (
            <button type="button" onClick={() => publish('restore')}>
              Recuperar
            </button>
          )}
          {publicationError && (
            <p className={styles.error} role="alert">
              {publicationError}
            </p>
          )}
        </aside>
      </div>
    </AdminPage>
  );
}
