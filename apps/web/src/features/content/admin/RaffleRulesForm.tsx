import { useFieldArray } from 'react-hook-form';
import { ConflictNotice } from '../../../components/admin/ConflictNotice';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import type { AdminPage } from './api';
import { PageFormFooter } from './PageFormFooter';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

const HTML_HINT =
  'HTML sencillo: <p>, <ul>/<ol> con <li>, <strong>, <em>, <h3>, enlaces <a href="https://…">. Lo demás se elimina al guardar.';

/**
 * The draw rules (docs/product/content.md#draw-rules): title, date line, introduction and sections,
 * each with the anchor of its entry in the table of contents. The HTML goes through the portal's one
 * sanitizer when saved, so the page shows what members will read.
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
        hint="Tal como se lee bajo el título, p. ej. «Última actualización: 1 de junio de 2022»."
        error={errors.updated?.message}
        {...form.register('updated')}
      />
      <TextAreaField
        label="Introducción (HTML)"
        rows={3}
        error={errors.intro?.message}
        {...form.register('intro')}
      />
      <p className={styles.intro}>{HTML_HINT}</p>
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
          <TextAreaField
            label="Texto de la sección (HTML)"
            rows={6}
            error={errors.sections?.[i]?.html?.message}
            {...form.register(`sections.${i}.html`)}
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
