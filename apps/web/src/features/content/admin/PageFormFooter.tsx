import type { FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import styles from './content-admin.module.css';

/** The save button of a page form, the form-level error and the confirmation of a save. */
export function PageFormFooter({
  errors,
  busy,
  saved,
  hasConflict,
}: {
  errors: FieldErrors;
  busy: boolean;
  saved: boolean;
  hasConflict: boolean;
}) {
  return (
    <>
      {errors.root?.message && !hasConflict && (
        <p className={styles.rootError} role="alert">
          {errors.root.message}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant="brand" disabled={busy}>
          Guardar cambios
        </Button>
        {saved && (
          <p className={styles.saved} role="status">
            Guardado. Ya se ve en el portal.
          </p>
        )}
      </div>
    </>
  );
}
