import type { FieldErrors } from 'react-hook-form';
import type { Conflict } from '@foro/shared/http/errors';
import { ConflictNotice, type MergeableForm } from '../../../components/admin/ConflictNotice';
import styles from './admin-axes.module.css';

/** The top of a route part's form: a 409's changes, the server's message, or "Cambios guardados." */
export function PartFormStatus({
  conflict,
  errors,
  saved,
  labels,
  loaded,
  form,
  onReload,
}: {
  conflict: Conflict | undefined;
  errors: FieldErrors;
  saved: boolean;
  labels: Record<string, string>;
  loaded: unknown;
  form: MergeableForm;
  onReload: () => void;
}) {
  return (
    <>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          labels={labels}
          loaded={loaded}
          form={form}
          onLoadTheirs={onReload}
        />
      )}
      {errors.root?.message && !conflict && (
        <p className={styles.error} role="alert">
          {errors.root.message}
        </p>
      )}
      {saved && (
        <p className={styles.saved} role="status">
          Cambios guardados.
        </p>
      )}
    </>
  );
}
