import { AdminForm } from '../../../components/admin/AdminForm';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import type { AdminPage } from './api';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

const HOMES = {
  'home-2021': { name: 'Portada 2021', path: pages.home2021.pattern },
  'home-2022': { name: 'Portada 2022', path: pages.home2022.pattern },
} as const;
export type HomeTextKey = keyof typeof HOMES;

/**
 * A home's main text (docs/product/content.md#homes-main-texts): the headline and the introduction at the
 * top of the page, plain text (no formatting; what is written is what is shown).
 */
export function HomeTextForm<K extends HomeTextKey>({ pageKey, page }: { pageKey: K; page: AdminPage<K> }) {
  const { form, frame } = usePageEditor(pageKey, page);
  const errors = form.formState.errors as { title?: { message?: string }; intro?: { message?: string } };
  const home = HOMES[pageKey];
  const title = `${home.name}: texto principal`;
  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label={title}
      heading={title}
      intro={
        <p className={styles.intro}>
          El titular y la entrada que abren <a href={home.path}>{home.path}</a>, sobre la imagen de portada.
        </p>
      }
      conflictLabels={{ 'content.title': 'Titular', 'content.intro': 'Texto de entrada' }}
    >
      <TextField
        label="Titular"
        required
        error={errors.title?.message}
        {...form.register('title' as never)}
      />
      <TextAreaField
        label="Texto de entrada"
        required
        rows={4}
        error={errors.intro?.message}
        {...form.register('intro' as never)}
      />
    </AdminForm>
  );
}
