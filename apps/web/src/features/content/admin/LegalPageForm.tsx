import type { UseFormReturn } from 'react-hook-form';
import { pageLabels, type LegalPageKey } from '@foro/shared/content/schemas';
import { ConflictNotice } from '../../../components/admin/ConflictNotice';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import { legalDate } from '../components/LegalDocumentView';
import type { AdminPage } from './api';
import { PageFormFooter } from './PageFormFooter';
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
  const { form, submit, conflict, loadTheirs, saved, busy } = usePageEditor(pageKey, page);
  const errors = form.formState.errors;
  const path = legalPagePaths[pageKey];
  const titleId = `${pageKey}-title`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{pageLabels[pageKey]}</h2>
      <p className={styles.intro}>
        El texto de <a href={path}>{path}</a>. La página dice «Última actualización» con el día en que se
        guarda; el último cambio es del {legalDate(page.updatedAt)}.
      </p>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          loaded={{ content: form.formState.defaultValues }}
          form={form}
          at="content"
          labels={{
            'content.title': 'Título',
            'content.intro': 'Introducción',
            'content.sections': 'Secciones',
          }}
          onLoadTheirs={loadTheirs}
        />
      )}
      <TextField
        label="Título"
        required
        error={errors.title?.message as string | undefined}
        {...form.register('title' as never)}
      />
      <SectionsFields form={form as unknown as UseFormReturn<SectionedValues>} address={path} />
      <PageFormFooter errors={errors} busy={busy} saved={saved} hasConflict={Boolean(conflict)} />
    </form>
  );
}
