import { useEffect, useId, useState } from 'react';
import { UNDO_DELETE_MINUTES, moderationReasonSchema, type PostKind } from '@foro/shared/moderation/schemas';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useQueueAction } from './moderation-admin-api';
import styles from './moderation-admin.module.css';

/** A post just deleted from the queue, which can be brought back for a while. */
export interface Deleted {
  postKind: PostKind;
  postId: string;
  place: string;
}

/**
 * "Mensaje eliminado" with "Deshacer" for 10 minutes (docs/decisions/0075-written-answers-and-forgiving-moderation.md):
 * the post leaves the queue at once, so the notice lives above the list.
 */
export function UndoNotice({ deleted, onGone }: { deleted: Deleted; onGone: () => void }) {
  const act = useQueueAction();
  useEffect(() => {
    const timer = setTimeout(onGone, UNDO_DELETE_MINUTES * 60_000);
    return () => clearTimeout(timer);
  }, [onGone]);
  return (
    <div className={styles.notice} role="status">
      <p>
        Mensaje eliminado ({deleted.place}). Puedes deshacerlo durante {UNDO_DELETE_MINUTES} minutos.
      </p>
      <Button
        variant="outline"
        disabled={act.isPending}
        onClick={() =>
          act.mutate(
            { kind: 'undo-delete', postKind: deleted.postKind, postId: deleted.postId },
            { onSuccess: onGone },
          )
        }
      >
        Deshacer
      </Button>
      {act.isError && (
        <p role="alert" className={styles.error}>
          {act.error.message}
        </p>
      )}
    </div>
  );
}

export type Decision = 'restore' | 'hide' | 'delete';

/** A decision's button besides "Eliminar mensaje"; `submit` makes it the form's own. */
export interface DecisionButton {
  action: Exclude<Decision, 'delete'>;
  label: string;
  variant: ButtonVariant;
  submit?: boolean;
}

/**
 * What staff decide on one post of the moderation queue (a held post or a reported one): a reason that
 * goes to the audit log, the decisions' buttons, "Eliminar mensaje" once confirmed (then undone for a
 * while through `onDeleted`) and, for a report, "Descartar reporte".
 */
export function PostDecision({
  post,
  label,
  placeholder,
  reasonFor,
  decisions,
  deletable = true,
  deleteWarning,
  dismissReport,
  onDeleted,
}: {
  post: Deleted;
  /** The reason field's label. */
  label: string;
  placeholder?: string;
  /** The reason a decision records when staff write none. */
  reasonFor: (action: Decision) => string;
  decisions: readonly DecisionButton[];
  deletable?: boolean;
  /** The confirmation's first sentence: what deleting erases. */
  deleteWarning: string;
  /** The report "Descartar reporte" dismisses, when the post was reported. */
  dismissReport?: string;
  onDeleted: (deleted: Deleted) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const act = useQueueAction();

  const checkedReason = (action: Decision) => {
    const parsed = moderationReasonSchema.safeParse({ reason: reason || reasonFor(action) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return undefined;
    }
    setError(undefined);
    return parsed.data.reason;
  };
  const decide = (action: Decision) => {
    const why = checkedReason(action);
    if (why === undefined) return;
    act.mutate(
      { kind: 'post', postKind: post.postKind, postId: post.postId, action, reason: why },
      {
        onSuccess: () => {
          setConfirming(false);
          if (action === 'delete') onDeleted(post);
        },
        onError: (e) => {
          setConfirming(false);
          setError(e.fieldErrors.reason ?? e.message);
        },
      },
    );
  };
  const submitted = decisions.find((d) => d.submit);

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (submitted) decide(submitted.action);
        }}
      >
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {label}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={500}
          placeholder={placeholder}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          {decisions.map((d) => (
            <Button
              key={d.action}
              type={d.submit ? 'submit' : 'button'}
              variant={d.variant}
              disabled={act.isPending}
              onClick={d.submit ? undefined : () => decide(d.action)}
            >
              {d.label}
            </Button>
          ))}
          {deletable && (
            <Button
              variant="outline"
              disabled={act.isPending}
              onClick={() => checkedReason('delete') !== undefined && setConfirming(true)}
            >
              Eliminar mensaje
            </Button>
          )}
          {dismissReport && (
            <Button
              variant="outline"
              disabled={act.isPending}
              onClick={() =>
                act.mutate(
                  { kind: 'dismiss', reportId: dismissReport },
                  { onError: (e) => setError(e.message) },
                )
              }
            >
              Descartar reporte
            </Button>
          )}
        </div>
      </form>
      {confirming && (
        <Modal title="¿Eliminar este mensaje?" onClose={() => setConfirming(false)}>
          <p>
            {deleteWarning} Podrás deshacerlo durante {UNDO_DELETE_MINUTES} minutos; después solo queda en el
            registro de cambios.
          </p>
          <div className={styles.actions}>
            <Button variant="brand" disabled={act.isPending} onClick={() => decide('delete')}>
              Sí, eliminar
            </Button>
            <Button variant="outline" disabled={act.isPending} onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
