import { useId, useState } from 'react';
import type { AdminAxis, AdminThread } from '@foro/shared/axes/admin';
import { LoadMore, ListToolbar } from '../../../components/admin/ListControls';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useAxisThreads, useCreateThread, useSaveThread, useThreadPin, useThreadState } from './api';
import styles from './admin-axes.module.css';

const message = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors)[0] ?? error.message)
    : 'Algo salió mal. Inténtalo de nuevo en unos minutos.';

/**
 * The route's forum threads (docs/product/forum.md#closed-threads): newest first, searched and paged;
 * staff create, retitle, change the coach of, pin and unpin, close and reopen a thread.
 */
export function ThreadsPanel({ axis }: { axis: AdminAxis }) {
  const [q, setQ] = useState('');
  const threads = useAxisThreads(axis.id, q.trim());
  const create = useCreateThread(axis.id);
  const [title, setTitle] = useState('');
  const [coach, setCoach] = useState('');
  const [error, setError] = useState<string>();
  const list = threads.data?.pages.flatMap((p) => p.threads) ?? [];
  const coaches = [
    { value: '', label: 'Sin coach' },
    ...axis.coaches.map((c) => ({ value: c.id, label: c.name })),
  ];

  const add = async () => {
    try {
      await create.mutateAsync({ title, coach_id: coach || null });
      setTitle('');
      setError(undefined);
    } catch (e) {
      setError(message(e));
    }
  };

  return (
    <div>
      <form
        className={styles.inline}
        aria-label="Nueva conversación"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField
          label="Título de la nueva conversación"
          value={title}
          error={error}
          onChange={(e) => setTitle(e.target.value)}
        />
        <SelectField
          label="Coach"
          value={coach}
          options={coaches}
          onChange={(e) => setCoach(e.target.value)}
        />
        <Button type="submit" variant="brand" disabled={create.isPending}>
          Crear conversación
        </Button>
      </form>
      <ListToolbar search={q} onSearch={setQ} searchLabel="Buscar conversaciones" />
      <ul className={styles.threads}>
        {list.map((t) => (
          <ThreadRow key={t.id} axis={axis} thread={t} coaches={coaches} />
        ))}
      </ul>
      <LoadMore
        shown={list.length}
        hasMore={Boolean(threads.hasNextPage)}
        loading={threads.isFetchingNextPage}
        onMore={() => void threads.fetchNextPage()}
      />
    </div>
  );
}

function ThreadRow({
  axis,
  thread,
  coaches,
}: {
  axis: AdminAxis;
  thread: AdminThread;
  coaches: Array<{ value: string; label: string }>;
}) {
  const id = useId();
  const save = useSaveThread(axis.id);
  const state = useThreadState(axis.id);
  const pin = useThreadPin();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(thread.title);
  const [coach, setCoach] = useState(thread.coach_id ?? '');
  const [error, setError] = useState<string>();
  const closed = thread.closed_at !== null;
  const pinned = thread.pinned_at !== null;

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setError(undefined);
      setEditing(false);
    } catch (e) {
      setError(message(e));
    }
  };

  return (
    <li className={styles.thread} aria-labelledby={`${id}-title`}>
      {editing ? (
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            void run(() =>
              save.mutateAsync({
                threadId: thread.id,
                revision: thread.revision,
                title,
                coach_id: coach || null,
              }),
            );
          }}
        >
          <TextField label="Título" value={title} error={error} onChange={(e) => setTitle(e.target.value)} />
          <SelectField
            label="Coach"
            value={coach}
            options={coaches}
            onChange={(e) => setCoach(e.target.value)}
          />
          <Button type="submit" variant="brand" disabled={save.isPending}>
            Guardar
          </Button>
          <Button variant="outline" onClick={() => setEditing(false)}>
            Cancelar
          </Button>
        </form>
      ) : (
        <>
          <div>
            <strong id={`${id}-title`}>{thread.title}</strong>
            {pinned && <span className={styles.pinnedTag}> Fijada</span>}
            {closed && <span className={styles.closed}> Cerrada</span>}
            <br />
            <span className={styles.hint}>
              {thread.posts === 1 ? '1 mensaje' : `${thread.posts} mensajes`}
              {thread.coach_name ? ` · ${thread.coach_name}` : ''}
            </span>
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className={styles.threadActions}>
            <Button
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Editar «${thread.title}»`}
            >
              Editar
            </Button>
            <Button
              variant="outline"
              disabled={pin.isPending}
              aria-label={`${pinned ? 'Desfijar' : 'Fijar'} «${thread.title}»`}
              onClick={() => void run(() => pin.mutateAsync({ threadId: thread.id, pinned: !pinned }))}
            >
              {pinned ? 'Desfijar' : 'Fijar'}
            </Button>
            <Button
              variant="outline"
              disabled={state.isPending}
              aria-label={`${closed ? 'Reabrir' : 'Cerrar'} «${thread.title}»`}
              onClick={() => {
                if (
                  closed ||
                  window.confirm('¿Cerrar esta conversación? Se podrá leer, pero nadie podrá responder.')
                )
                  void run(() =>
                    state.mutateAsync({ threadId: thread.id, revision: thread.revision, closed: !closed }),
                  );
              }}
            >
              {closed ? 'Reabrir' : 'Cerrar'}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
