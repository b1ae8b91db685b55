import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Conflict } from '@foro/shared/http/errors';
import { Button } from '../ui/Button';
import styles from './AdminForm.module.css';
import { ConflictNotice } from './ConflictNotice';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/**
 * The frame every back-office editor shares (docs/product/admin.md#forms, decision 0100): the form
 * named for screen readers, an optional heading and the line under it, the `ConflictNotice` of a 409
 * above the fields (the editor passes the conflict, the frame wires the notice to the form), the
 * server's message of a failed save (its field errors sit beside their fields, `applyServerErrors`)
 * next to the submit button, the button's pending state, the "saved" notice, and the question
 * before leaving with unsaved changes. The editor keeps its fields, its schema and its save.
 */
export function AdminForm<T extends FieldValues>({
  form,
  label,
  heading,
  intro,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  error,
  conflict,
  conflictLabels = {},
  conflictAt,
  onLoadTheirs,
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
  /** What the form edits and where it shows, under the heading and above the conflict notice. */
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The button's text while saving (`Guardando…`); the submit label when not given. */
  pendingLabel?: string;
  /** Whether a save is under way, when the page runs it (a mutation); by default the form's submit. */
  pending?: boolean;
  /**
   * The editor's own message beside the button (`Revisa los campos marcados antes de guardar.`), in
   * place of the server's; by default the server's message of a refused save.
   */
  error?: string;
  /**
   * The conflict of a refused save (what `applyServerErrors` returns for a 409): the frame shows the
   * `ConflictNotice` above the fields, and while it shows the server's message is not repeated.
   */
  conflict?: Conflict;
  /** The form's label of each field the notice may name, by the server's field name. */
  conflictLabels?: Record<string, string>;
  /** The object the server's field names start with (`content` for `content.title`). */
  conflictAt?: string;
  /** "Cargar la versión guardada": drops what was typed. Without it, no notice is shown. */
  onLoadTheirs?: () => void;
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
  const busy = pending ?? isSubmitting;
  useUnsavedChangesGuard(unsaved ?? (isDirty && !busy));
  const loaded = form.formState.defaultValues;
  const notice = conflict && onLoadTheirs && (
    <ConflictNotice
      conflict={conflict}
      loaded={conflictAt ? { [conflictAt]: loaded } : loaded}
      form={form}
      at={conflictAt}
      labels={conflictLabels}
      onLoadTheirs={onLoadTheirs}
    />
  );
  const message = error ?? (notice ? undefined : errors.root?.message);
  return (
    <form
      className={[styles.frame, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      {intro}
      {notice}
      {children}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant="brand" disabled={busy}>
          {busy && pendingLabel ? pendingLabel : submitLabel}
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
