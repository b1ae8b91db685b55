import { Controller, useFieldArray } from 'react-hook-form';
import { ConflictNotice } from '../../../components/admin/ConflictNotice';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import type { AdminPage } from './api';
import { PageFormFooter } from './PageFormFooter';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

const CLEAN_HINT =
  'Se guarda limpio según las reglas del portal: lo que ves aquí es lo que leerán los docentes.';

/**
 * The draw rules (docs/product/content.md#draw-rules): title, date line, introduction and sections,
 * each with the anchor of its entry in the table of contents. The texts are written in the same
 * rich-text editor as a stop's text, and their HTML goes through the portal's one sanitizer when saved
 * (the form then holds what was kept), so the page shows what members will read.
 */
export function RaffleRulesForm({ page }: { page: AdminPage<'raffle-rules'> }) {
  const { form, submit, conflict, loadTheirs, saved, busy } = usePageEditor('raffle-rules', page);
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="raffle-rules-title">
      <h2 id="raffle-rules-title">Bases del sorteo</h2>
      <p className={styles.intro}>
        El texto de <a href={pages.raffleRules.pattern}>/bases-del-sorteo</a>. Debe decir lo mismo que el
        sorteo real: premios, quién participa, fechas.
      </p>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          loaded={{ content: form.formState.defaultValues }}
          form={form}
          at="content"
          labels={{
            'content.title': 'Título',
            'content.updated': 'Fecha de actualización',
            'content.intro': 'Introducción',
            'content.sections': 'Secciones',
          }}
          onLoadTheirs={loadTheirs}
        />
      )}
      <TextField label="Título" required error={errors.title?.message} {...form.register('title')} />
      <TextField
        label="Fecha de actualización"
        required
        hint="Se lee bajo el título mientras no haya una edición del sorteo; con una edición, el portal muestra el día del último cambio de las bases o de la edición."
        error={errors.updated?.message}
        {...form.register('updated')}
      />
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
            hint="La dirección de la sección: /bases-del-sorteo#ancla."
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
      <p>
        <Button variant="outline" onClick={() => sections.append({ id: '', heading: '', html: '' })}>
          Añadir sección
        </Button>
      </p>
      <PageFormFooter errors={errors} busy={busy} saved={saved} hasConflict={Boolean(conflict)} />
    </form>
  );
}
