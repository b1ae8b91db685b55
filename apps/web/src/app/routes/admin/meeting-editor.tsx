import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MeetingAdmin, MeetingInput } from '@foro/shared/meetings/admin-schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { PublicationControls } from '../../../components/admin/PublicationControls';
import { Button, buttonClass } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { pathTo } from '../../../config/paths';
import {
  useAdminMeeting,
  useCreateMeeting,
  useMeetingFormOptions,
  useMeetingPublication,
  useRemoveMeeting,
  useUpdateMeeting,
} from '../../../features/meetings/admin/api';
import { emptyMeeting, MeetingForm } from '../../../features/meetings/admin/MeetingForm';
import styles from '../../../features/meetings/admin/meeting-admin.module.css';
import { ApiError } from '../../../lib/api-client';
import { plainTitle } from '@foro/shared/meetings/title';
import { StaffTime } from '../../../components/admin/StaffTime';

const back = { to: pathTo('adminMeetings'), label: 'Encuentros' };

/** /admin/encuentros/nuevo and /admin/encuentros/:id: create or edit a meeting. */
export default function MeetingEditorScreen() {
  const { id } = useParams();
  return id ? <EditMeeting id={id} /> : <NewMeeting />;
}

function NewMeeting() {
  const options = useMeetingFormOptions();
  const create = useCreateMeeting();
  const navigate = useNavigate();
  const defaults = useMemo(emptyMeeting, []);
  if (!options.data) return <PageLoading />;
  return (
    <AdminPage title="Nuevo encuentro" back={back}>
      <MeetingForm
        defaultValues={defaults}
        embedHosts={options.data.embedHosts}
        pending={create.isPending}
        saveError={create.error}
        submitLabel="Crear el borrador"
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: (saved) => void navigate(pathTo('adminMeeting', { id: saved.id }), { replace: true }),
          })
        }
      />
    </AdminPage>
  );
}

function EditMeeting({ id }: { id: string }) {
  const options = useMeetingFormOptions();
  const meeting = useAdminMeeting(id);
  if (meeting.isError && meeting.error instanceof ApiError && meeting.error.status === 404)
    return (
      <AdminPage title="Encuentro no encontrado" back={back}>
        <p>Este encuentro no existe o se eliminó.</p>
      </AdminPage>
    );
  if (!options.data || !meeting.data) return <PageLoading />;
  return (
    <MeetingEditor
      meeting={meeting.data}
      embedHosts={options.data.embedHosts}
      reload={() => void meeting.refetch()}
    />
  );
}

function MeetingEditor({
  meeting,
  embedHosts,
  reload,
}: {
  meeting: MeetingAdmin;
  embedHosts: string[];
  reload: () => void;
}) {
  const update = useUpdateMeeting(meeting.id);
  const publication = useMeetingPublication(meeting.id);
  const remove = useRemoveMeeting(meeting.id);
  const navigate = useNavigate();
  // After a conflict the person may save over the other version knowingly: from its revision.
  const [overRevision, setOverRevision] = useState<number>();
  const revision = overRevision ?? meeting.revision;
  const save = (values: MeetingInput) =>
    update.mutate(
      { ...values, revision },
      {
        onSuccess: () => setOverRevision(undefined),
        onError: (error) => {
          if (error.envelope.conflict) setOverRevision(error.envelope.conflict.revision);
        },
      },
    );
  const item = { publishedAt: meeting.published_at, archivedAt: meeting.archived_at };
  // A published meeting not over yet tells its registered members of a move or a cancellation.
  const ends = Date.parse(meeting.starts_at) + meeting.values.duration_minutes * 60_000;
  const notifies = meeting.publication === 'published' && ends > Date.now() ? meeting.inscribed : 0;
  const confirmCancel = () =>
    notifies === 0 ||
    window.confirm(
      `Se enviará la cancelación a ${notifies === 1 ? '1 docente inscrito' : `${notifies} docentes inscritos`}. ¿Continuar?`,
    );
  const title = plainTitle(meeting.values.title);
  return (
    <AdminPage
      title={title}
      back={back}
      actions={
        <Link className={buttonClass('outline')} to={pathTo('adminMeetingAttendance', { id: meeting.id })}>
          Asistencia y certificados
        </Link>
      }
    >
      <div className={styles.layout}>
        <MeetingForm
          defaultValues={meeting.values}
          embedHosts={embedHosts}
          pending={update.isPending}
          saveError={update.error}
          onLoadTheirs={() => {
            setOverRevision(undefined);
            update.reset();
            reload();
          }}
          submitLabel="Guardar los cambios"
          notifies={notifies}
          saved={update.isSuccess}
          onSubmit={save}
        />
        <aside className={styles.side} aria-label="Publicación y acciones">
          <PublicationControls
            item={item}
            busy={publication.isPending}
            previewHref={`/encuentros/${encodeURIComponent(meeting.values.slug)}/vive-el-encuentro`}
            onPublish={(at) => publication.mutate({ action: 'publish', revision, ...(at ? { at } : {}) })}
            onUnpublish={() => {
              if (confirmCancel()) publication.mutate({ action: 'unpublish', revision });
            }}
            onArchive={() => {
              if (confirmCancel()) publication.mutate({ action: 'archive', revision });
            }}
          />
          {meeting.archived_at && (
            <Button variant="outline" onClick={() => publication.mutate({ action: 'restore', revision })}>
              Recuperar como borrador
            </Button>
          )}
          {publication.isError && (
            <p role="alert" className={styles.alert}>
              {publication.error.message}
            </p>
          )}
          {!meeting.used && (
            <Button
              variant="outline"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm('¿Eliminar este encuentro? No se puede deshacer.'))
                  remove.mutate(
                    { revision },
                    { onSuccess: () => void navigate(pathTo('adminMeetings'), { replace: true }) },
                  );
              }}
            >
              Eliminar
            </Button>
          )}
          {meeting.used && (
            <p className={styles.muted}>
              Los docentes ya usaron este encuentro (inscripciones, mensajes o certificados): se puede
              archivar, no eliminar.
            </p>
          )}
          <p className={styles.muted}>
            Versión {meeting.revision} · última modificación <StaffTime at={meeting.updated_at} />
          </p>
        </aside>
      </div>
    </AdminPage>
  );
}
