import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { checkedLink, longDateTime, renderWording, type MailContent } from '../../lib/mail-templates.ts';

/**
 * The password's mails (the reset link, the change notice), beside the feature that sends them. Each
 * takes the wording in use (docs/decisions/0082-mail-wording-by-staff.md); the original when absent.
 */

/** The forgotten-password link: works once, for an hour. */
export function passwordResetMail(
  input: { name?: string; link: string; expiresAt: Date; timeZone?: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'password-reset',
    wording,
    { nombre: input.name?.trim() ?? '', fecha_limite: longDateTime(input.expiresAt, input.timeZone) },
    { name: input.name, actionUrl: checkedLink(input.link) },
  );
}

/**
 * "Tu contraseña ha cambiado": sent after every change (from /perfil or through a reset link), so a
 * member whose password someone else changed hears of it and can take the account back.
 */
export function passwordChangedMail(
  input: {
    name?: string;
    /** `martes, 17 de marzo de 2026, a las 18:00 (GMT-5)`, in the member's zone. */
    when: string;
    /** `Chrome en Windows`. */
    device: string;
    how: 'profile' | 'reset';
    /** The "¿Olvidaste tu contraseña?" page. */
    forgotUrl: string;
  },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'password-changed',
    wording,
    {
      nombre: input.name?.trim() ?? '',
      fecha: input.when,
      dispositivo: input.device,
      como: input.how === 'reset' ? 'con un enlace para restablecerla' : 'en tu perfil',
    },
    { name: input.name, actionUrl: checkedLink(input.forgotUrl) },
  );
}
