import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { renderWording, type MailContent } from '../../lib/mail-templates.ts';

/**
 * The inbox's mails (docs/product/inbox.md), beside the feature that sends them. Each takes the
 * wording in use (docs/decisions/0082-mail-wording-by-staff.md); the original when absent.
 */

/** A courteous answer to a request staff could not accept. */
export function requestRefusedMail(input: { name: string }, wording?: MailWordingFields): MailContent {
  return renderWording('request-refused', wording, { nombre: input.name.trim() }, { name: input.name });
}

/** For an address that asked to join but is already a member: how to sign in. */
export function signInReminderMail(
  input: { name: string; link: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'sign-in-reminder',
    wording,
    { nombre: input.name.trim() },
    { name: input.name, actionUrl: input.link },
  );
}

/** Staff's answer to a member's message about a meeting. */
export function meetingMessageAnswerMail(
  input: { name: string; meetingTitle: string; msg: string; answer: string },
  wording?: MailWordingFields,
): MailContent {
  const quoted = input.msg.length > 600 ? `${input.msg.slice(0, 600)}…` : input.msg;
  return renderWording(
    'meeting-message-answer',
    wording,
    {
      nombre: input.name.trim(),
      encuentro: input.meetingTitle,
      respuesta: input.answer.trim(),
      mensaje: quoted,
    },
    { name: input.name },
  );
}

/** Confirms that a request to join (the contact form) has arrived. */
export function contactReceivedMail(input: { name: string }, wording?: MailWordingFields): MailContent {
  return renderWording('contact-received', wording, { nombre: input.name.trim() }, { name: input.name });
}
