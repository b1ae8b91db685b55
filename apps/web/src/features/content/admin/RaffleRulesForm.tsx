import type { UseFormReturn } from 'react-hook-form';
import { AdminForm } from '../../../components/admin/AdminForm';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import type { AdminPage } from './api';
import { SectionsFields, type SectionedValues } from './SectionsFields';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

/**
 * The draw rules (docs/product/content.md#draw-rules): title, date line, introduction and sections,
 * each with the anchor of its entry in the table of contents. The texts are written in the same
 * rich-text editor as a stop's text, and their HTML goes through the portal's one sanitizer when saved
 * (the form then holds what was kept), so the page shows what members will read.
 */
export function RaffleRulesForm({ page }: { page: AdminPage<'raffle-rules'> }) {
  const { form, frame } = usePageEditor('raffle-rules', page);
  const errors = form.formState.errors;
  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label="Bases del sorteo"
      heading="Bases del sorteo"
      intro={
        <p className={styles.intro}>
          El texto de <a href={pages.raffleRules.pattern}>/bases-del-sorteo</a>. Debe decir lo mismo que el
          sorteo real: premios, quién participa, fechas.
        </p>
      }
      conflictLabels={{
        'content.title': 'Título',
        'content.updated': 'Fecha de actualización',
        'content.intro': 'Introducción',
        'content.sections': 'Secciones',
      }}
    >
      <TextField label="Título" required error={errors.title?.message} {...form.register('title')} />
      <TextField
        label="Fecha de actualización"
        required
        hint="Se lee bajo el título mientras no haya una edición del sorteo; con una edición, el portal muestra el día del último cambio de las bases o de la edición."
        error={errors.updated?.message}
        {...form.register('updated')}
      />
      <SectionsFields
        form={form as unknown as UseFormReturn<SectionedValues>}
        address={pages.raffleRules.pattern}
      />
    </AdminForm>
  );
}
