import { Controller } from 'react-hook-form';
import { AdminForm } from '../../../components/admin/AdminForm';
import { MediaField } from '../../../components/admin/MediaField';
import { TextField } from '../../../components/ui/TextField';
import type { AdminPage } from './api';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

const TITLE = 'Bloque de rutas de la portada 2022';

/**
 * The 2022 home's routes block (docs/product/meetings.md#routes-block): its heading and the three
 * backgrounds it cycles through. The routes themselves are edited in «Ejes».
 */
export function AxisBlockForm({ page }: { page: AdminPage<'axis-block'> }) {
  const { form, frame } = usePageEditor('axis-block', page);
  const errors = form.formState.errors;
  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label={TITLE}
      heading={TITLE}
      intro={
        <p className={styles.intro}>
          El título del bloque y sus tres fondos, que cambian cada 5 segundos. Las rutas se editan en «Ejes».
        </p>
      }
      conflictLabels={{ 'content.heading': 'Título del bloque', 'content.backgrounds': 'Fondos' }}
    >
      <TextField
        label="Título del bloque"
        required
        error={errors.heading?.message}
        {...form.register('heading')}
      />
      {[0, 1, 2].map((i) => (
        <Controller
          key={i}
          control={form.control}
          name={`backgrounds.${i}`}
          render={({ field }) => (
            <MediaField
              label={`Fondo ${i + 1}`}
              accept="image"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errors.backgrounds?.[i]?.message}
            />
          )}
        />
      ))}
      {errors.backgrounds?.message && (
        <p className={styles.rootError} role="alert">
          {errors.backgrounds.message}
        </p>
      )}
    </AdminForm>
  );
}
