import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { checkedLink, renderWording, spanishLongDate, type MailContent } from '../../lib/mail-templates.ts';

/**
 * The invitation's mail, beside the feature that sends it. It takes the wording in use (docs/decisions/0082-mail-wording-by-staff.md); the original when absent.
 */

/** The invitation to create an account, with the link that accepts it. */
export function invitationMail(
  input: { name?: string; link: string; expiresAt: Date; timeZone?: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'invitation',
    wording,
    { nombre: input.name?.trim() ?? '', fecha_limite: spanishLongDate(input.expiresAt, input.timeZone) },
    { name: input.name, actionUrl: checkedLink(input.link) },
  );
}
