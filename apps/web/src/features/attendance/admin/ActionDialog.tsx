import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import styles from './attendance-admin.module.css';

/**
 * The frame of the attendance screen's dialogs: a form that says what will happen, its fields, and
 * "Cancelar" beside the action, which reads as in progress while the request runs (one submit, one write).
 */
export function ActionDialog({
  title,
  onClose,
  onSubmit,
  pending,
  action,
  pendingAction,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  action: string;
  pendingAction: string;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
        noValidate
        className={styles.dialog}
      >
        {children}
        <div className={styles.dialogActions}>
          <Button variant="outline" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingAction : action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The reason staff give for an action: it goes to the audit log. */
export function ReasonField({
  label = 'Motivo',
  value,
  onChange,
  error,
  rows,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
}) {
  return (
    <TextAreaField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      maxLength={500}
      rows={rows}
      required
    />
  );
}

/** The first message of each field that failed the shared schema, as the server's 422 names them. */
export function fieldErrorsOf<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) errors[issue.path[0] as K] ??= issue.message;
  return errors;
}
