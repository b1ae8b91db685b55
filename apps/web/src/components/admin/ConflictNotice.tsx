import { useEffect, useState } from 'react';
import type { Conflict } from '@foro/shared/http/errors';
import { conflictMessage } from '@foro/shared/admin/schemas';
import { Button } from '../ui/Button';
import { asFormValue, planMerge, type Clash } from './conflict-changes';
import styles from './admin.module.css';
import { StaffTime } from './StaffTime';

const display = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(' · ');
  return JSON.stringify(value);
};

/** What the notice needs of a react-hook-form form: its values now, and a way to set one. */
export interface MergeableForm {
  getValues: () => unknown;
  // react-hook-form's typed `setValue`, taken loosely: the notice names fields by the server's names.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setValue: (name: any, value: any, options?: { shouldDirty?: boolean }) => void;
}

/**
 * A save refused because someone else saved first (docs/product/admin.md#two-editors): who and when.
 * Nothing is lost: each field they changed and this person did not takes their saved value in the form
 * at once (listed), and each field both changed is shown side by side, "Su versión" and "Tu versión",
 * for the person to choose. Saving again then writes this person's changes and keeps theirs (the page
 * saves from their revision). "Cargar la versión guardada" drops what was typed instead.
 *
 * `at` names the object the server's field names start with (`content` for `content.title`).
 */
export function ConflictNotice({
  conflict,
  labels,
  loaded,
  form,
  at,
  onLoadTheirs,
}: {
  conflict: Conflict;
  /** The values the form was loaded with (react-hook-form's `formState.defaultValues`). */
  loaded: unknown;
  /** The form's label of each field, by name. */
  labels: Record<string, string>;
  form: MergeableForm;
  at?: string;
  onLoadTheirs: () => void;
}) {
  const [plan, setPlan] = useState<{ adopted: Array<[string, unknown]>; clashes: Clash[] }>();
  const [chosen, setChosen] = useState<Record<string, 'theirs' | 'mine'>>({});
  const fieldName = (field: string) =>
    at && field.startsWith(`${at}.`) ? field.slice(at.length + 1) : field;
  const current = () => (at ? { [at]: form.getValues() } : form.getValues());
  const take = (field: string, value: unknown, mine: unknown) =>
    form.setValue(fieldName(field), asFormValue(value, mine), { shouldDirty: true });

  // Once per refused save: their changes to fields this person did not touch go into the form.
  useEffect(() => {
    const next = planMerge(conflict.changes, loaded, current());
    for (const [field, value] of next.adopted)
      take(field, value, (current() as Record<string, unknown>)[fieldName(field)]);
    setPlan(next);
    setChosen({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new conflict arrives
  }, [conflict]);

  const choose = (clash: Clash, side: 'theirs' | 'mine') => {
    take(clash.field, side === 'theirs' ? clash.theirs : clash.mine, clash.mine);
    setChosen((c) => ({ ...c, [clash.field]: side }));
  };
  const label = (field: string) => labels[field] ?? labels[fieldName(field)] ?? field;

  return (
    <section className={styles.conflict} role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">No se guardaron tus cambios</h2>
      <p>
        {conflictMessage}
        {conflict.by && conflict.at && (
          <>
            {' '}
            Guardó: {conflict.by}, el <StaffTime at={conflict.at} />.
          </>
        )}
      </p>
      {plan && plan.adopted.length > 0 && (
        <>
          <p>Pasamos a tu formulario sus cambios en los campos que tú no tocaste:</p>
          <dl className={styles.conflictFields}>
            {plan.adopted.map(([field, value]) => (
              <div key={field}>
                <dt>{label(field)}</dt>
                <dd>{display(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {plan && plan.clashes.length > 0 && (
        <>
          <p>Los dos cambiaron estos campos: elige qué versión guardar.</p>
          <ul className={styles.clashes}>
            {plan.clashes.map((clash) => (
              <li key={clash.field}>
                <h3>{label(clash.field)}</h3>
                <div className={styles.sides}>
                  <div>
                    <p className={styles.side}>Su versión</p>
                    <p>{display(clash.theirs)}</p>
                    <Button
                      variant="outline"
                      aria-pressed={chosen[clash.field] === 'theirs'}
                      onClick={() => choose(clash, 'theirs')}
                    >
                      Usar la suya<span className="visually-hidden"> en {label(clash.field)}</span>
                    </Button>
                  </div>
                  <div>
                    <p className={styles.side}>Tu versión</p>
                    <p>{display(clash.mine)}</p>
                    <Button
                      variant="outline"
                      aria-pressed={chosen[clash.field] === 'mine'}
                      onClick={() => choose(clash, 'mine')}
                    >
                      Quedarme con la mía<span className="visually-hidden"> en {label(clash.field)}</span>
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {plan && plan.adopted.length === 0 && plan.clashes.length === 0 && (
        <p>Sus cambios no tocan los campos que cambiaste.</p>
      )}
      <p>
        Revisa el formulario y vuelve a guardar: se guardarán tus cambios y se conservarán los suyos. Si
        prefieres descartar lo que escribiste, carga la versión guardada.
      </p>
      <Button variant="outline" onClick={onLoadTheirs}>
        Cargar la versión guardada
      </Button>
    </section>
  );
}
