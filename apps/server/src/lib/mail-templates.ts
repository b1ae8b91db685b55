/**
 * The portal's e-mails. Each template returns the subject and two versions of one content (plain
 * text and HTML), built from the same blocks so they never say different things. Every value is
 * escaped in the HTML; inline styles are what mail clients honour (no CSP applies to mail).
 */

import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import { markup } from './markup.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SITE_NAME = 'Foro de Educadores';

/** `martes, 17 de marzo de 2026` */
export const spanishLongDate = (instant: Date, timeZone: string = PUBLISHER_TIME_ZONE): string =>
  new Intl.DateTimeFormat('es', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(instant);

/** Only absolute http(s) links go into a message. */
function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('El enlace del correo debe ser una URL completa');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('El enlace del correo debe empezar por https:// o http://');
  }
  return url.href;
}

export interface MailLayout {
  subject: string;
  /** Short line shown by mail clients next to the subject (hidden in the body). */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller print under the action (expiry, "did not request it"). */
  notes?: string[];
  /** Links at the foot (preferences, unsubscribe), under a rule. */
  footerLinks?: { label: string; url: string }[];
}

const font = 'font-family:Arial,Helvetica,sans-serif;';
const paragraphStyle = `${font}margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;`;
const noteStyle = `${font}margin:0 0 12px;font-size:14px;line-height:1.5;color:#52606d;`;

/** Renders a message in the portal's layout; all text is plain text and is escaped here. */
export function renderMail(layout: MailLayout): MailContent {
  const action = layout.action
    ? { label: layout.action.label, url: checkedLink(layout.action.url) }
    : undefined;
  const notes = layout.notes ?? [];
  const footer = (layout.footerLinks ?? []).map((l) => ({ label: l.label, url: checkedLink(l.url) }));

  const text = [
    layout.greeting,
    ...layout.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...notes,
    `— ${SITE_NAME}`,
    ...footer.map((l) => `${l.label}:\n${l.url}`),
  ].join('\n\n');

  const p = (value: string, style = paragraphStyle) => markup`<p style="${style}">${value}</p>`;
  const button = action && [
    markup`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>`,
    markup`<td style="border-radius:6px;background:#0b5cab;">`,
    markup`<a href="${action.url}" style="${font}display:inline-block;padding:12px 24px;font-size:16px;`,
    markup`font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${action.label}</a>`,
    markup`</td></tr></table>`,
    p('Si el botón no funciona, copia y pega este enlace en tu navegador:', noteStyle),
    markup`<p style="${noteStyle}word-break:break-all;"><a href="${action.url}" style="color:#0b5cab;">`,
    markup`${action.url}</a></p>`,
  ];

  const html = markup`<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${layout.subject}</title>
</head>
<body style="margin:0;padding:0;background:#f5f7fa;">
<div style="display:none;max-height:0;overflow:hidden;">${layout.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f7fa;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e7eb;${font}font-size:20px;font-weight:bold;color:#0b5cab;">${SITE_NAME}</td></tr>
<tr><td style="padding:32px;">
${p(layout.greeting)}
${layout.paragraphs.map((x, i) => [i ? markup`\n` : '', p(x)])}
${button}
${notes.map((x, i) => [i ? markup`\n` : '', p(x, noteStyle)])}
</td></tr>
${footer.length ? markup`<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;">${footer.map((l) => markup`<p style="${noteStyle}"><a href="${l.url}" style="color:#0b5cab;">${l.label}</a></p>`)}</td></tr>` : ''}
</table>
</td></tr>
</table>
</body>
</html>
`.value;
  return { subject: layout.subject, text: `${text}\n`, html };
}

const greet = (name: string | undefined) => {
  const clean = name?.replace(/\s+/g, ' ').trim();
  return clean ? `Hola, ${clean}:` : 'Hola:';
};

/** The invitation to create an account, with the link that accepts it. */
export function invitationMail(input: {
  name?: string;
  link: string;
  expiresAt: Date;
  timeZone?: string;
}): MailContent {
  const until = spanishLongDate(input.expiresAt, input.timeZone);
  return renderMail({
    subject: 'Tu invitación al Foro de Educadores',
    preheader: 'Te invitamos a unirte a una comunidad de docentes que aprenden juntos.',
    greeting: greet(input.name),
    paragraphs: [
      'Te damos la bienvenida al Foro de Educadores, una comunidad de docentes y directivos de América Latina ' +
        'que comparten experiencias, participan en encuentros en vivo y recorren juntos rutas de aprendizaje.',
      'Para aceptar la invitación y crear tu cuenta, usa el siguiente enlace. Es personal: no lo compartas.',
    ],
    action: { label: 'Aceptar la invitación', url: input.link },
    notes: [
      `La invitación es válida hasta el ${until}.`,
      'Si no solicitaste esta invitación, puedes ignorar este mensaje: no se creará ninguna cuenta.',
    ],
  });
}

/** Confirms that a request to join (the contact form) has arrived. */
export function contactReceivedMail(input: { name: string }): MailContent {
  return renderMail({
    subject: 'Hemos recibido tu solicitud',
    preheader: 'Gracias por tu interés en el Foro de Educadores.',
    greeting: greet(input.name),
    paragraphs: [
      'Gracias por escribirnos. Hemos recibido tu solicitud para unirte al Foro de Educadores.',
      'Nuestro equipo la revisará y, si todo está en orden, te enviaremos una invitación a este mismo correo ' +
        'para que crees tu cuenta.',
    ],
    notes: ['Si no enviaste esta solicitud, puedes ignorar este mensaje.'],
  });
}

/** Sent to the new address: the link that makes it the member's sign-in e-mail. */
export function emailChangeConfirmMail(input: {
  name?: string;
  link: string;
  expiresAt: Date;
  timeZone?: string;
}): MailContent {
  const until = new Intl.DateTimeFormat('es', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone ?? PUBLISHER_TIME_ZONE,
  }).format(input.expiresAt);
  return renderMail({
    subject: 'Confirma tu nuevo correo en el Foro de Educadores',
    preheader: 'Un paso más para usar esta dirección en tu cuenta.',
    greeting: greet(input.name),
    paragraphs: [
      'Pediste usar esta dirección para iniciar sesión en el Foro de Educadores.',
      'Para confirmar el cambio, abre el siguiente enlace. Hasta entonces tu cuenta sigue con tu correo anterior.',
    ],
    action: { label: 'Confirmar mi nuevo correo', url: input.link },
    notes: [
      `El enlace puede usarse una sola vez, hasta el ${until}.`,
      'Si no pediste este cambio, ignora este mensaje: no cambiará nada.',
    ],
  });
}

/** Sent to the current address when a change is asked for, so a stolen session cannot do it unseen. */
export function emailChangeNoticeMail(input: { name?: string; newEmail: string }): MailContent {
  return renderMail({
    subject: 'Se pidió cambiar el correo de tu cuenta',
    preheader: 'Aviso de seguridad del Foro de Educadores.',
    greeting: greet(input.name),
    paragraphs: [
      `Se pidió cambiar el correo con el que inicias sesión en el Foro de Educadores a ${input.newEmail}.`,
      'El cambio solo se hará si se confirma con el enlace que enviamos a esa dirección. Mientras tanto, ' +
        'sigues iniciando sesión con este correo.',
    ],
    notes: [
      'Si no fuiste tú, no abras ningún enlace, cambia tu contraseña y escríbenos desde el formulario de contacto del Foro.',
    ],
  });
}

/**
 * Sent to an address that already has an account when another member asks for it: says what
 * happened without naming the other member, and changes nothing.
 */
export function emailInUseNoticeMail(): MailContent {
  return renderMail({
    subject: 'Alguien intentó usar tu correo en el Foro de Educadores',
    preheader: 'Tu cuenta no ha cambiado.',
    greeting: 'Hola:',
    paragraphs: [
      'Alguien pidió usar esta dirección para iniciar sesión con otra cuenta del Foro de Educadores. ' +
        'Como esta dirección ya pertenece a una cuenta, no hicimos ningún cambio.',
      'Si fuiste tú, inicia sesión con esta dirección en la cuenta que ya tienes.',
    ],
    notes: ['Si no fuiste tú, no tienes que hacer nada.'],
  });
}

/** The forgotten-password link: works once, for an hour. */
export function passwordResetMail(input: {
  name?: string;
  link: string;
  expiresAt: Date;
  timeZone?: string;
}): MailContent {
  const until = new Intl.DateTimeFormat('es', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone ?? PUBLISHER_TIME_ZONE,
  }).format(input.expiresAt);
  return renderMail({
    subject: 'Elige una nueva contraseña para el Foro de Educadores',
    preheader: 'El enlace sirve una vez, durante una hora.',
    greeting: greet(input.name),
    paragraphs: [
      'Pediste cambiar la contraseña de tu cuenta del Foro de Educadores.',
      'Para elegir una nueva, abre el siguiente enlace. Al guardarla, se cerrará la sesión en todos tus dispositivos.',
    ],
    action: { label: 'Elegir una nueva contraseña', url: input.link },
    notes: [
      `El enlace puede usarse una sola vez y caduca una hora después de pedirlo (${until}, hora de Bogotá).`,
      'Si no lo pediste, ignora este mensaje: tu contraseña no cambiará.',
    ],
  });
}

/**
 * "Tu contraseña ha cambiado": sent after every change (from /perfil or through a reset link), so a
 * member whose password someone else changed hears of it and can take the account back.
 */
export function passwordChangedMail(input: {
  name?: string;
  /** `martes, 17 de marzo de 2026, a las 18:00 (GMT-5)`, in the member's zone. */
  when: string;
  /** `Chrome en Windows`. */
  device: string;
  how: 'profile' | 'reset';
  /** The "¿Olvidaste tu contraseña?" page. */
  forgotUrl: string;
}): MailContent {
  return renderMail({
    subject: 'Tu contraseña ha cambiado',
    preheader: 'Si no has sido tú, elige una nueva contraseña ahora.',
    greeting: greet(input.name),
    paragraphs: [
      `La contraseña de tu cuenta del Foro de Educadores ha cambiado el ${input.when}, desde ${input.device}${
        input.how === 'reset' ? ', con un enlace para restablecerla' : ', en tu perfil'
      }.`,
      'Si has sido tú, no tienes que hacer nada.',
      'Si no has sido tú, alguien puede estar usando tu cuenta: pide ahora un enlace para elegir otra contraseña. Al guardarla se cerrará la sesión en todos los dispositivos.',
    ],
    action: { label: '¿Olvidaste tu contraseña?', url: input.forgotUrl },
    notes: [
      'Por tu seguridad, este aviso se envía siempre que cambia la contraseña y no puede desactivarse.',
    ],
  });
}
