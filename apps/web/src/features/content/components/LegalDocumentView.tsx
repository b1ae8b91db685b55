import type { LegalPageContent } from '@foro/shared/content/schemas';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import { RichText } from '../../../components/ui/RichText';
import { LegalPage } from './LegalPage';

/** `1 de marzo de 2026`: the day of a page's last save, in the publisher's zone (the same on the server and in the browser). */
export const legalDate = (iso: string) =>
  new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: PUBLISHER_TIME_ZONE,
  }).format(new Date(iso));

/**
 * A legal page as staff wrote it (docs/product/content.md#legal-pages), with its table of contents from
 * the sections' anchors; the date line is the day of its last save, and the HTML is cleaned again here.
 */
export function LegalDocumentView({ content, updatedAt }: { content: LegalPageContent; updatedAt: string }) {
  return (
    <LegalPage
      title={content.title}
      updated={`Última actualización: ${legalDate(updatedAt)}`}
      intro={content.intro ? <RichText html={content.intro} /> : null}
      sections={content.sections.map((s) => ({
        id: s.id,
        heading: s.heading,
        body: <RichText html={s.html} />,
      }))}
    />
  );
}
