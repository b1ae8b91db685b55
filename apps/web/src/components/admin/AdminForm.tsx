import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../ui/Button';
import styles from './AdminForm.module.css';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/**
 * The frame every back-office editor shares (docs/product/admin.md#forms, decision 0100): the form
 * named for screen readers, an optional heading, the conflict of a 409 above the fields, the
 * server's message of a failed save (its field errors sit beside their fields, `applyServerErrors`)
 * next to the submit button, the button's pending state, the "saved" notice, and the question
 * before leaving with unsaved changes. The editor keeps its fields, its schema and its save.
 */
export function AdminForm<T extends FieldValues>({
  form,
  label,
  heading,
  onSubmit,
  submitLabel,
  pendingLabel,
  conflict,
  saved,
  unsaved,
  actions,
  className,
  children,
}: {
  form: UseFormReturn<T>;
  /** The form's accessible name (`Datos de la ruta`). */
  label: string;
  heading?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The button's text while saving (`Guardando…`); the submit label when not given. */
  pendingLabel?: string;
  /** The `ConflictNotice` of a 409; while it shows, the server's message is not repeated. */
  conflict?: ReactNode;
  /** The notice after a save (`Cambios guardados.`), shown until the next change. */
  saved?: string | false;
  /** Whether leaving should ask first; by default while the form has unsaved changes. */
  unsaved?: boolean;
  /** Buttons beside the submit button (`Cancelar`). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(unsaved ?? (isDirty && !isSubmitting));
  const rootError = errors.root?.message;
  return (
    <form
      className={[styles.frame, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      {conflict}
      {children}
      {rootError && !conflict && (
        <p className={styles.error} role="alert">
          {rootError}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant="brand" disabled={isSubmitting}>
          {isSubmitting && pendingLabel ? pendingLabel : submitLabel}
        </Button>
        {actions}
        {saved && !isDirty && (
          <p className={styles.saved} role="status">
            {saved}
          </p>
        )}
      </div>
    </form>
  );
}
