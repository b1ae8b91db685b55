import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import styles from './content-admin.module.css';

/** What the draw rules and the legal pages share: an introduction and sections in staff HTML. */
export interface SectionedValues {
  intro: string;
  sections: Array<{ id: string; heading: string; html: string }>;
}

const CLEAN_HINT =
  'Se guarda limpio según las reglas del portal: lo que ves aquí es lo que leerán los docentes.';

/**
 * The introduction and the sections of a legal text (docs/product/content.md#legal-pages), each with
 * the anchor of its entry in the table of contents, written in the same rich-text editor as a stop's
 * text. `address` is the page's path, to show where an anchor leads.
 */
export function SectionsFields({ form, address }: { form: UseFormReturn<SectionedValues>; address: string }) {
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const errors = form.formState.errors;
  return (
    <>
      <Controller
        control={form.control}
        name="intro"
        render={({ field }) => (
          <RichTextEditor
            label="Introducción"
            compact
            value={field.value}
            onChange={field.onChange}
            error={errors.intro?.message}
            hint={CLEAN_HINT}
          />
        )}
      />
      {sections.fields.map((field, i) => (
        <fieldset key={field.id} className={styles.group}>
          <legend>Sección {i + 1}</legend>
          <TextField
            label="Título de la sección"
            required
            error={errors.sections?.[i]?.heading?.message}
            {...form.register(`sections.${i}.heading`)}
          />
          <TextField
            label="Ancla"
            required
            hint={`La dirección de la sección: ${address}#ancla. Si la cambias, los enlaces que ya usan la anterior dejan de llevar a ella.`}
            error={errors.sections?.[i]?.id?.message}
            {...form.register(`sections.${i}.id`)}
          />
          <Controller
            control={form.control}
            name={`sections.${i}.html`}
            render={({ field: html }) => (
              <RichTextEditor
                label={`Texto de la sección ${i + 1}`}
                compact
                value={html.value}
                onChange={html.onChange}
                error={errors.sections?.[i]?.html?.message}
              />
            )}
          />
          <div className={styles.buttons}>
            <Button variant="outline" disabled={i === 0} onClick={() => sections.move(i, i - 1)}>
              Subir
            </Button>
            <Button
              variant="outline"
              disabled={i === sections.fields.length - 1}
              onClick={() => sections.move(i, i + 1)}
            >
              Bajar
            </Button>
            <Button
              variant="outline"
              disabled={sections.fields.length <= 1}
              onClick={() => {
                if (window.confirm(`¿Quitar la sección ${i + 1}? Se borrará al guardar.`)) sections.remove(i);
              }}
            >
              Quitar sección
            </Button>
          </div>
        </fieldset>
      ))}
      {errors.sections?.root?.message || errors.sections?.message ? (
        <p className={styles.rootError} role="alert">
          {errors.sections?.root?.message ?? errors.sections?.message}
        </p>
      ) : null}
      <p>
        <Button variant="outline" onClick={() => sections.append({ id: '', heading: '', html: '' })}>
          Añadir sección
        </Button>
      </p>
    </>
  );
}
