import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { checkedLink, longDateTime, renderWording, type MailContent } from '../../lib/mail-templates.ts';

/**
 * The mails of a change of sign-in e-mail, beside the feature that sends them. Each takes the wording
 * in use (docs/decisions/0082-mail-wording-by-staff.md); the original when absent.
 */

/** Sent to the new address: the link that makes it the member's sign-in e-mail. */
export function emailChangeConfirmMail(
  input: { name?: string; link: string; expiresAt: Date; timeZone?: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'email-change-confirm',
    wording,
    { nombre: input.name?.trim() ?? '', fecha_limite: longDateTime(input.expiresAt, input.timeZone) },
    { name: input.name, actionUrl: checkedLink(input.link) },
  );
}

/** Sent to the current address when a change is asked for, so a stolen session cannot do it unseen. */
export function emailChangeNoticeMail(
  input: { name?: string; newEmail: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'email-change-notice',
    wording,
    { nombre: input.name?.trim() ?? '', correo_nuevo: input.newEmail },
    { name: input.name },
  );
}

/**
 * Sent to an address that already has an account when another member asks for it: says what
 * happened without naming the other member, and changes nothing.
 */
export function emailInUseNoticeMail(wording?: MailWordingFields): MailContent {
  return renderWording('email-in-use', wording, {});
}
