import { useFieldArray } from 'react-hook-form';
import { ConflictNotice } from '../../../components/admin/ConflictNotice';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import type { AdminPage } from './api';
import { PageFormFooter } from './PageFormFooter';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

const MAX_FIGURES = 6;

/** The About page's figures (docs/product/content.md#about-page). */
export function AboutFiguresForm({ page }: { page: AdminPage<'about'> }) {
  const { form, submit, conflict, loadTheirs, saved, busy } = usePageEditor('about', page);
  const figures = useFieldArray({ control: form.control, name: 'figures' });
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="about-figures-title">
      <h2 id="about-figures-title">Quiénes somos: la comunidad en cifras</h2>
      <p className={styles.intro}>Las cifras bajo la portada de «Quiénes somos» (/), en este orden.</p>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          loaded={{ content: form.formState.defaultValues }}
          form={form}
          at="content"
          labels={{ 'content.figures': 'Cifras' }}
          onLoadTheirs={loadTheirs}
        />
      )}
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
      <PageFormFooter errors={errors} busy={busy} saved={saved} hasConflict={Boolean(conflict)} />
    </form>
  );
}
