import { Controller } from 'react-hook-form';
import { ConflictNotice } from '../../../components/admin/ConflictNotice';
import { MediaField } from '../../../components/admin/MediaField';
import { TextField } from '../../../components/ui/TextField';
import type { AdminPage } from './api';
import { PageFormFooter } from './PageFormFooter';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

/**
 * The 2022 home's routes block (docs/product/meetings.md#routes-block): its heading and the three
 * backgrounds it cycles through. The routes themselves are edited in «Ejes».
 */
export function AxisBlockForm({ page }: { page: AdminPage<'axis-block'> }) {
  const { form, submit, conflict, loadTheirs, saved, busy } = usePageEditor('axis-block', page);
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="axis-block-title">
      <h2 id="axis-block-title">Bloque de rutas de la portada 2022</h2>
      <p className={styles.intro}>
        El título del bloque y sus tres fondos, que cambian cada 5 segundos. Las rutas se editan en «Ejes».
      </p>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          loaded={{ content: form.formState.defaultValues }}
          form={form}
          at="content"
          labels={{ 'content.heading': 'Título del bloque', 'content.backgrounds': 'Fondos' }}
          onLoadTheirs={loadTheirs}
        />
      )}
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
      <PageFormFooter errors={errors} busy={busy} saved={saved} hasConflict={Boolean(conflict)} />
    </form>
  );
}
