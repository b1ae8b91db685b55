import { useFieldArray } from 'react-hook-form';
import { AdminForm } from '../../../components/admin/AdminForm';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import type { AdminPage } from './api';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

const MAX_FIGURES = 6;
const TITLE = 'Quiénes somos: la comunidad en cifras';

/** The About page's figures (docs/product/content.md#about-page). */
export function AboutFiguresForm({ page }: { page: AdminPage<'about'> }) {
  const { form, frame } = usePageEditor('about', page);
  const figures = useFieldArray({ control: form.control, name: 'figures' });
  const errors = form.formState.errors;
  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label={TITLE}
      heading={TITLE}
      intro={
        <p className={styles.intro}>Las cifras bajo la portada de «Quiénes somos» (/), en este orden.</p>
      }
      conflictLabels={{ 'content.figures': 'Cifras' }}
    >
      {figures.fields.map((field, i) => (
        <fieldset key={field.id} className={styles.group}>
          <legend>Cifra {i + 1}</legend>
          <div className={styles.row}>
            <TextField
              label="Cifra"
              required
              error={errors.figures?.[i]?.figure?.message}
              {...form.register(`figures.${i}.figure`)}
            />
            <TextField
              label="Qué cuenta"
              required
              error={errors.figures?.[i]?.label?.message}
              {...form.register(`figures.${i}.label`)}
            />
            <Button
              variant="outline"
              disabled={figures.fields.length <= 1}
              onClick={() => figures.remove(i)}
              aria-label={`Quitar la cifra ${i + 1}`}
            >
              Quitar
            </Button>
          </div>
        </fieldset>
      ))}
      {errors.figures?.message && (
        <p className={styles.rootError} role="alert">
          {errors.figures.message}
        </p>
      )}
      <p>
        <Button
          variant="outline"
          disabled={figures.fields.length >= MAX_FIGURES}
          onClick={() => figures.append({ figure: '', label: '' })}
        >
          Añadir cifra
        </Button>
      </p>
    </AdminForm>
  );
}
