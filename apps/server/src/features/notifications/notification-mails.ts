import { spanishDateTime } from '@foro/shared/notifications/member-zone';
import { plainTitle } from '@foro/shared/meetings/title';
import { renderMail, type MailContent } from '../../lib/mail-templates.ts';

/** The links at the foot of every notification: the member's preferences and one-click unsubscribe. */
export interface NotificationLinks {
  preferences: string;
  unsubscribe: string;
  /** What the unsubscribe link stops, for its label. */
  stops: string;
}

const greet = (name: string) => {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean ? `Hola, ${clean}:` : 'Hola:';
};

const footer = (links: NotificationLinks) => [
  { label: 'Elige qué correos recibes en tu perfil', url: links.preferences },
  { label: `No quiero recibir más ${links.stops}`, url: links.unsubscribe },
];

export function reminderMail(input: {
  name: string;
  meetingTitle: string;
  startsAt: Date;
  timeZone: string;
  when: 'day' | 'hour';
  liveUrl: string;
  links: NotificationLinks;
}): MailContent {
  const title = plainTitle(input.meetingTitle);
  const at = spanishDateTime(input.startsAt, input.timeZone);
  const soon = input.when === 'day' ? 'mañana' : 'en una hora';
  return renderMail({
    subject: `Recordatorio: «${title}» empieza ${soon}`,
    preheader: `El encuentro empieza el ${at}.`,
    greeting: greet(input.name),
    paragraphs: [
      `Te inscribiste en el encuentro «${title}», que empieza ${soon}: el ${at}, en tu hora local.`,
      'Entra desde el enlace para verlo en vivo, hacer preguntas a quien lo imparte y participar en el chat.',
    ],
    action: { label: 'Ir al encuentro en vivo', url: input.liveUrl },
    notes: ['Adjuntamos el evento para tu calendario (archivo .ics).'],
    footerLinks: footer(input.links),
  });
}

export function replayMail(input: {
  name: string;
  meetingTitle: string;
  replayUrl: string;
  links: NotificationLinks;
}): MailContent {
  const title = plainTitle(input.meetingTitle);
  return renderMail({
    subject: `Ya puedes ver la grabación de «${title}»`,
    preheader: 'La grabación del encuentro ya está disponible.',
    greeting: greet(input.name),
    paragraphs: [
      `Te inscribiste en el encuentro «${title}» y no pudiste acompañarnos en vivo.`,
      'Ya puedes ver la grabación cuando quieras. Si la ves el tiempo necesario, también cuenta para tu certificado de asistencia.',
    ],
    action: { label: 'Ver la grabación', url: input.replayUrl },
    footerLinks: footer(input.links),
  });
}

export interface DigestPost {
  author: string;
  excerpt: string;
  reason: 'reply' | 'quote' | 'coach';
}

const reasonText: Record<DigestPost['reason'], string> = {
  reply: 'respondió',
  quote: 'te citó',
  coach: 'respondió como coach',
};

export function forumDigestMail(input: {
  name: string;
  threadTitle: string;
  axisTitle: string;
  posts: DigestPost[];
  threadUrl: string;
  links: NotificationLinks;
}): MailContent {
  const count = input.posts.length;
  const first = input.posts[0];
  const subject =
    count === 1 && first
      ? `${first.author} ${reasonText[first.reason]} en «${input.threadTitle}»`
      : `${count} mensajes nuevos en «${input.threadTitle}»`;
  return renderMail({
    subject,
    preheader: `Novedades en el foro de la ruta «${input.axisTitle}».`,
    greeting: greet(input.name),
    paragraphs: [
      `Hay novedades en la conversación «${input.threadTitle}» del foro de la ruta «${input.axisTitle}», en la que participas:`,
      ...input.posts.map((p) => `${p.author} ${reasonText[p.reason]}: «${p.excerpt}»`),
    ],
    action: { label: 'Leer la conversación', url: input.threadUrl },
    notes: ['Agrupamos los mensajes de cada conversación: como mucho te escribimos una vez por hora.'],
    footerLinks: footer(input.links),
  });
}

/**
 * The meeting's service mails (decision 0073): the registration's confirmation, a change of its date,
 * hour or address, its cancellation. The member asked for them by registering, so they carry no
 * unsubscribe link; each brings the calendar file (REQUEST, or CANCEL) that keeps the event in step.
 */
export function inscriptionMail(input: {
  name: string;
  meetingTitle: string;
  startsAt: Date;
  timeZone: string;
  liveUrl: string;
}): MailContent {
  const title = plainTitle(input.meetingTitle);
  const at = spanishDateTime(input.startsAt, input.timeZone);
  return renderMail({
    subject: `Inscripción confirmada: «${title}»`,
    preheader: `Te esperamos el ${at}.`,
    greeting: greet(input.name),
    paragraphs: [
      `Te inscribiste en el encuentro «${title}». Te esperamos el ${at}, en tu hora local.`,
      'Un día antes y una hora antes te recordaremos la cita.',
    ],
    action: { label: 'Ir al encuentro', url: input.liveUrl },
    notes: ['Adjuntamos la invitación para tu calendario (archivo .ics): ábrela para añadir el encuentro.'],
  });
}

export type MeetingChange = 'date' | 'link';

export function meetingChangedMail(input: {
  name: string;
  meetingTitle: string;
  startsAt: Date;
  timeZone: string;
  liveUrl: string;
  changed: MeetingChange[];
}): MailContent {
  const title = plainTitle(input.meetingTitle);
  const at = spanishDateTime(input.startsAt, input.timeZone);
  const moved = input.changed.includes('date');
  const linked = input.changed.includes('link');
  return renderMail({
    subject: moved ? `Cambio de fecha u hora: «${title}»` : `Cambio de enlace: «${title}»`,
    preheader: moved ? `Ahora es el ${at}.` : 'El encuentro tiene un enlace nuevo.',
    greeting: greet(input.name),
    paragraphs: [
      moved
        ? `El encuentro «${title}», en el que te inscribiste, cambió de fecha u hora: ahora es el ${at}, en tu hora local.`
        : `El encuentro «${title}», en el que te inscribiste, sigue el ${at}, en tu hora local.`,
      ...(linked ? [`Tiene un enlace nuevo: ${input.liveUrl}`] : []),
      'Tu inscripción sigue en pie: no tienes que hacer nada.',
    ],
    action: { label: 'Ir al encuentro', url: input.liveUrl },
    notes: ['Adjuntamos el evento actualizado: ábrelo para que tu calendario lo cambie.'],
  });
}

export function meetingCancelledMail(input: {
  name: string;
  meetingTitle: string;
  startsAt: Date;
  timeZone: string;
}): MailContent {
  const title = plainTitle(input.meetingTitle);
  const at = spanishDateTime(input.startsAt, input.timeZone);
  return renderMail({
    subject: `Encuentro cancelado: «${title}»`,
    preheader: `El encuentro del ${at} no se celebrará.`,
    greeting: greet(input.name),
    paragraphs: [
      `Lo sentimos: el encuentro «${title}», previsto para el ${at}, se canceló.`,
      'Tu inscripción ya no tiene efecto y no recibirás recordatorios de este encuentro.',
    ],
    notes: ['Adjuntamos la cancelación para tu calendario: ábrela para quitar el evento.'],
  });
}
