import type { UseFormReturn } from 'react-hook-form';
import { pageLabels, type LegalPageKey } from '@foro/shared/content/schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import { legalDate } from '../components/LegalDocumentView';
import type { AdminPage } from './api';
import { SectionsFields, type SectionedValues } from './SectionsFields';
import { usePageEditor } from './use-page-editor';
import styles from './content-admin.module.css';

/** Where each legal page is read. */
export const legalPagePaths: Record<LegalPageKey, string> = {
  'cookies-policy': pages.cookiesPolicy.pattern,
  'privacy-policy': pages.privacyPolicy.pattern,
  'terms-of-use': pages.termsOfUse.pattern,
  'social-media-policy': pages.socialMediaPolicy.pattern,
};

/**
 * A legal page (docs/product/content.md#legal-pages): title, introduction and sections, the same form as
 * the draw rules' text. There is no date to write: the page shows the day of the last save.
 */
export function LegalPageForm<K extends LegalPageKey>({ pageKey, page }: { pageKey: K; page: AdminPage<K> }) {
  const { form, frame } = usePageEditor(pageKey, page);
  const errors = form.formState.errors;
  const path = legalPagePaths[pageKey];
  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label={pageLabels[pageKey]}
      heading={pageLabels[pageKey]}
      intro={
        <p className={styles.intro}>
          El texto de <a href={path}>{path}</a>. La página dice «Última actualización» con el día en que se
          guarda; el último cambio es del {legalDate(page.updatedAt)}.
        </p>
      }
      conflictLabels={{
        'content.title': 'Título',
        'content.intro': 'Introducción',
        'content.sections': 'Secciones',
      }}
    >
      <TextField
        label="Título"
        required
        error={errors.title?.message as string | undefined}
        {...form.register('title' as never)}
      />
      <SectionsFields form={form as unknown as UseFormReturn<SectionedValues>} address={path} />
    </AdminForm>
  );
}
