import { useFieldArray } from 'react-hook-form';
import { relatedSaveSchema, type AdminAxis, type RelatedForm as RelatedItem } from '@foro/shared/axes/admin';
import { relatedGroups } from '@foro/shared/axes/schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useSaveRelated } from './api';
import { useAxisPartForm } from './use-axis-part-form';
import styles from './admin-axes.module.css';

interface RelatedValues {
  related: RelatedItem[];
}

/**
 * The route's related content, by group (docs/product/axes.md#back-office): the groups members see
 * on the route's «Contenido relacionado», each with its items in order. Saved whole.
 */
export function RelatedForm({
  axis,
  revision,
  onSaved,
  onReload,
}: {
  axis: AdminAxis;
  revision: number;
  onSaved: (revision: number) => void;
  onReload: () => void;
}) {
  const save = useSaveRelated(axis.id);
  const { form, frame } = useAxisPartForm<RelatedValues>({
    schema: relatedSaveSchema.omit({ revision: true }),
    initial: {
      related: axis.related.map(({ group_key, title, description, url }) => ({
        group_key,
        title,
        description,
        url,
      })),
    },
    revision,
    save: (values) => save.mutateAsync(values),
    onSaved,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const items = useFieldArray({ control, name: 'related', keyName: 'key' });

  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label="Contenido relacionado"
      submitLabel="Guardar contenido relacionado"
      conflictLabels={{ related: 'Contenido relacionado' }}
      onLoadTheirs={onReload}
    >
      {errors.related?.message && (
        <p className={styles.error} role="alert">
          {errors.related.message}
        </p>
      )}
      {relatedGroups.map((group) => {
        const inGroup = items.fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.group_key === group.key);
        return (
          <fieldset key={group.key} className={styles.fieldset}>
            <legend>{group.label}</legend>
            {inGroup.length === 0 && <p className={styles.hint}>Sin contenidos en este grupo.</p>}
            {inGroup.map(({ field, index }, n) => {
              const name = `${group.label} ${n + 1}`;
              return (
                <div key={field.key} className={styles.relatedItem}>
                  <div className={styles.grid}>
                    <TextField
                      label={`Título (${name})`}
                      required
                      error={errors.related?.[index]?.title?.message}
                      {...register(`related.${index}.title`)}
                    />
                    <TextField
                      label={`Enlace (${name})`}
                      required
                      hint="Una dirección https://… o un archivo del portal (/media/…)."
                      error={errors.related?.[index]?.url?.message}
                      {...register(`related.${index}.url`)}
                    />
                  </div>
                  <TextAreaField
                    label={`Descripción (${name})`}
                    rows={2}
                    error={errors.related?.[index]?.description?.message}
                    {...register(`related.${index}.description`)}
                  />
                  <div className={styles.inline}>
                    <Button
                      variant="outline"
                      disabled={n === 0}
                      onClick={() => items.swap(index, inGroup[n - 1]!.index)}
                    >
                      Subir {name}
                    </Button>
                    <Button
                      variant="outline"
                      disabled={n === inGroup.length - 1}
                      onClick={() => items.swap(index, inGroup[n + 1]!.index)}
                    >
                      Bajar {name}
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => {
                        if (window.confirm(`¿Quitar «${field.title || name}»? Se borrará al guardar.`))
                          items.remove(index);
                      }}
                    >
                      Quitar {name}
                    </Button>
                  </div>
                </div>
              );
            })}
            <Button
              variant="outline"
              onClick={() => items.append({ group_key: group.key, title: '', description: '', url: '' })}
            >
              Añadir a «{group.label}»
            </Button>
          </fieldset>
        );
      })}
    </AdminForm>
  );
}
