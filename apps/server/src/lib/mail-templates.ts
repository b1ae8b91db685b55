/**
 * The portal's e-mails. Each template returns the subject and two versions of one content (plain
 * text and HTML), built from the same blocks so they never say different things. Every value is
 * escaped in the HTML; inline styles are what mail clients honour (no CSP applies to mail).
 */

import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import {
  fillVariables,
  mailWordingCatalog,
  type MailVariables,
  type MailWordingFields,
  type MailWordingKey,
} from '@foro/shared/mail-wording/catalog';
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
export function checkedLink(link: string): string {
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

/** `Hola, Rosa:`, or `Hola:` with no name. */
export const greet = (name: string | undefined) => {
  const clean = name?.replace(/\s+/g, ' ').trim();
  return clean ? `Hola, ${clean}:` : 'Hola:';
};

/** What a mail's code gives besides its wording: whom it greets, its button's address, its foot. */
export interface MailFrame {
  name?: string | undefined;
  actionUrl?: string;
  footerLinks?: MailLayout['footerLinks'];
}

/**
 * A mail in the portal's layout from a wording (staff's or the original, docs/decisions/
 * 0082-mail-wording-by-staff.md) and the values of its variables. The subject and preheader are one
 * line; the body and notes split into paragraphs at blank lines (a value may bring several, as an
 * answer does); a paragraph left empty by a variable with no value is dropped. Values are put in
 * once: a `{…}` inside a member's text stays as typed.
 */
export function renderWording<K extends MailWordingKey>(
  key: K,
  wording: MailWordingFields | undefined,
  values: MailVariables<K>,
  frame: MailFrame = {},
): MailContent {
  const fields = wording ?? mailWordingCatalog[key].defaults;
  const vars = values as Record<string, string>;
  const line = (text: string) => fillVariables(text, vars).replace(/\s+/g, ' ').trim();
  const paragraphs = (text: string) =>
    fillVariables(text, vars)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  return renderMail({
    subject: line(fields.subject),
    preheader: line(fields.preheader),
    greeting: greet(frame.name),
    paragraphs: paragraphs(fields.body),
    ...(frame.actionUrl && fields.action
      ? { action: { label: line(fields.action), url: frame.actionUrl } }
      : {}),
    notes: paragraphs(fields.notes),
    ...(frame.footerLinks ? { footerLinks: frame.footerLinks } : {}),
  });
}

/** `17 de marzo de 2026, 10:00`, in the member's zone (or the publisher's). */
export const longDateTime = (instant: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('es', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZone ?? PUBLISHER_TIME_ZONE,
  }).format(instant);
