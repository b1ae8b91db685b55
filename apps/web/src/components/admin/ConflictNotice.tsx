import type { Conflict } from '@foro/shared/http/errors';
import { conflictMessage } from '@foro/shared/admin/schemas';
import { Button } from '../ui/Button';
import { theirChanges } from './conflict-changes';
import styles from './admin.module.css';

const display = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * A save refused because someone else saved first (docs/product/admin.md#two-editors): who and when,
 * and each field they changed with the value now saved, so the person can merge by hand. Fields that
 * differ only because this person edited them are not listed (`theirChanges`). "Cargar la versión
 * guardada" drops what was typed; otherwise what was typed stays, to save over theirs knowingly.
 */
export function ConflictNotice({
  conflict,
  labels,
  loaded,
  onLoadTheirs,
}: {
  conflict: Conflict;
  /** The values the form was loaded with (react-hook-form's `formState.defaultValues`). */
  loaded: unknown;
  /** The form's label of each field, by name. */
  labels: Record<string, string>;
  onLoadTheirs: () => void;
}) {
  const fields = theirChanges(conflict.changes, loaded);
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">No se guardaron tus cambios</h2>
      <p>
        {conflictMessage}
        {conflict.by && conflict.at && (
          <>
            {' '}
            Guardó: {conflict.by}, el {when(conflict.at)}.
          </>
        )}
      </p>
      {fields.length > 0 ? (
        <dl className={styles.conflictFields}>
          {fields.map(([field, value]) => (
            <div key={field}>
              <dt>{labels[field] ?? field}</dt>
              <dd>{display(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Sus cambios no tocan los campos de este formulario.</p>
      )}
      <p>
        Tus cambios siguen en el formulario. Puedes cargar la versión guardada o volver a guardar la tuya
        sobre ella.
      </p>
      <Button variant="outline" onClick={onLoadTheirs}>
        Cargar la versión guardada
      </Button>
    </section>
  );
}
