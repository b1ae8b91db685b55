import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  HELD_NOTE,
  HIDDEN_NOTE,
  postStateLabels,
  type PostKind,
  type PostState,
} from '@foro/shared/moderation/constants';
import type { PostModeration as PostModerationState } from '@foro/shared/moderation/schemas';
import { lazySchema, useSchemaWhenIdle } from '../../lib/lazy-schema';
import { api } from '../../lib/api-client';
import { Button } from '../ui/Button';
import { TextAreaField } from '../ui/TextAreaField';
import styles from './post-moderation.module.css';

/** A reason's rules, loaded with the first report or moderation (zod stays off the first screen). */
const reasonSchema = lazySchema(
  async () => (await import('@foro/shared/moderation/schemas')).moderationReasonSchema,
);

/** docs/decisions/0038-moderation.md: what members, coaches and staff do to a post of any forum. */
export type PostAction = 'hide' | 'restore' | 'delete' | 'report';

/** What the tools read of a post: the same fields on a route thread and a meeting forum. */
export interface ModeratedPostView {
  id: string;
  user: { name: string };
  own?: boolean | undefined;
  reported?: boolean | undefined;
  moderation?: PostModerationState | undefined;
}

/** Hides, restores, deletes or reports a post; then the forum's pages (`refresh`) are read again. */
function usePostAction(kind: PostKind, refresh: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: PostAction; reason: string }) =>
      api.post<{ state: PostState } | { status: true }>(
        `/api/moderation/posts/${kind}/${encodeURIComponent(id)}/${action}`,
        { reason },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: refresh }),
  });
}

/** A post held for review by a watched word (docs/decisions/0084-watched-words.md): its author keeps its text. */
export const isHeld = (moderation?: { reason: string | null } | undefined) =>
  moderation?.reason === HELD_NOTE;

/**
 * What the author of a hidden post reads in its place, with the moderator's reason; under a post held
 * for review, the notice that it waits for the team.
 */
export function HiddenNote({ reason }: { reason?: string | null | undefined }) {
  if (reason === HELD_NOTE) return <p className={styles.note}>{HELD_NOTE}</p>;
  return (
    <p className={styles.note}>
      {HIDDEN_NOTE}
      {reason && reason !== HIDDEN_NOTE ? ` Motivo: ${reason}` : ''}
    </p>
  );
}

const actionLabels: Record<PostAction, { button: string; field: string; confirm: string; done: string }> = {
  hide: {
    button: 'Ocultar',
    field: 'Motivo para ocultarlo',
    confirm: 'Ocultar mensaje',
    done: 'Mensaje ocultado.',
  },
  restore: {
    button: 'Restaurar',
    field: 'Motivo para mostrarlo de nuevo',
    confirm: 'Restaurar mensaje',
    done: 'Mensaje visible de nuevo.',
  },
  delete: {
    button: 'Eliminar',
    field: 'Motivo para eliminarlo',
    confirm: 'Eliminar mensaje',
    done: 'Mensaje eliminado.',
  },
  report: {
    button: 'Reportar',
    field: '¿Por qué reportas este mensaje?',
    confirm: 'Enviar reporte',
    done: 'Gracias: el equipo revisará este mensaje.',
  },
};

/**
 * Under a post: "Reportar" for members (not on their own posts), and for its moderators (the
 * route's coaches and staff on a thread, staff on a meeting forum) "Ocultar" / "Restaurar" and
 * "Eliminar"; each asks for a reason (docs/decisions/0038-moderation.md).
 */
export function PostModeration({
  kind,
  refresh,
  post,
  canModerate,
}: {
  kind: PostKind;
  /** The query key prefix of the forum's pages, read again after an action. */
  refresh: QueryKey;
  post: ModeratedPostView;
  canModerate: boolean;
}) {
  const [action, setAction] = useState<PostAction>();
  useSchemaWhenIdle(reasonSchema);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const mutation = usePostAction(kind, refresh);
  const formId = useId();
  const state = post.moderation?.state ?? 'visible';

  const actions: PostAction[] = canModerate
    ? [state === 'hidden' ? 'restore' : 'hide', 'delete']
    : post.own || post.reported || done
      ? []
      : ['report'];

  const submit = async () => {
    if (!action || mutation.isPending) return;
    const parsed = (await reasonSchema()).safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate(
      { id: post.id, action, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setDone(actionLabels[action].done);
          setAction(undefined);
          setReason('');
        },
        onError: (e) => setError(e.fieldErrors.reason ?? e.message),
      },
    );
  };

  return (
    <div className={styles.tools}>
      {canModerate && (
        <p className={styles.state}>
          {state !== 'visible' && <span className={styles.hiddenBadge}>{postStateLabels[state]}</span>}
          {(post.moderation?.reports ?? 0) > 0 && (
            <span className={styles.reports}>
              {post.moderation!.reports} {post.moderation!.reports === 1 ? 'reporte' : 'reportes'}
            </span>
          )}
        </p>
      )}
      {!canModerate && post.reported && <p className={styles.state}>Reportaste este mensaje.</p>}
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      <div className={styles.buttons}>
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className={styles.linkButton}
            aria-expanded={action === a}
            aria-controls={action === a ? formId : undefined}
            onClick={() => {
              setAction(action === a ? undefined : a);
              setError(undefined);
              setDone(undefined);
            }}
          >
            {actionLabels[a].button}
            <span className="visually-hidden"> el mensaje de {post.user.name}</span>
          </button>
        ))}
      </div>
      {action && (
        <form
          id={formId}
          className={styles.reasonForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextAreaField
            label={actionLabels[action].field}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
            rows={2}
            maxLength={500}
          />
          <div className={styles.buttons}>
            <Button
              type="submit"
              variant={action === 'delete' ? 'primary' : 'brand'}
              disabled={mutation.isPending}
            >
              {actionLabels[action].confirm}
            </Button>
            <Button variant="outline" onClick={() => setAction(undefined)}>
              Cancelar
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
