import { spanishDateTime } from '@foro/shared/notifications/member-zone';
import { plainTitle } from '@foro/shared/meetings/title';
import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { renderWording, type MailContent } from '../../lib/mail-templates.ts';

/** The links at the foot of every notification: the member's preferences and one-click unsubscribe. */
export interface NotificationLinks {
  preferences: string;
  unsubscribe: string;
  /** What the unsubscribe link stops, for its label. */
  stops: string;
}

const footer = (links: NotificationLinks) => [
  { label: 'Elige qué correos recibes en tu perfil', url: links.preferences },
  { label: `No quiero recibir más ${links.stops}`, url: links.unsubscribe },
];

/*
 * Each mail takes the wording in use (docs/decisions/0082-mail-wording-by-staff.md), read by the
 * caller from the mail wording service; the original when absent.
 */

export function reminderMail(
  input: {
    name: string;
    meetingTitle: string;
    startsAt: Date;
    timeZone: string;
    when: 'day' | 'hour';
    liveUrl: string;
    links: NotificationLinks;
  },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'meeting-reminder',
    wording,
    {
      nombre: input.name.trim(),
      encuentro: plainTitle(input.meetingTitle),
      fecha: spanishDateTime(input.startsAt, input.timeZone),
      cuando: input.when === 'day' ? 'mañana' : 'en una hora',
    },
    { name: input.name, actionUrl: input.liveUrl, footerLinks: footer(input.links) },
  );
}

export function replayMail(
  input: { name: string; meetingTitle: string; replayUrl: string; links: NotificationLinks },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'meeting-replay',
    wording,
    { nombre: input.name.trim(), encuentro: plainTitle(input.meetingTitle) },
    { name: input.name, actionUrl: input.replayUrl, footerLinks: footer(input.links) },
  );
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

export function forumDigestMail(
  input: {
    name: string;
    threadTitle: string;
    axisTitle: string;
    posts: DigestPost[];
    threadUrl: string;
    links: NotificationLinks;
  },
  wording?: MailWordingFields,
): MailContent {
  const count = input.posts.length;
  const first = input.posts[0];
  return renderWording(
    'forum-digest',
    wording,
    {
      nombre: input.name.trim(),
      conversacion: input.threadTitle,
      ruta: input.axisTitle,
      resumen:
        count === 1 && first ? `${first.author} ${reasonText[first.reason]}` : `${count} mensajes nuevos`,
      mensajes: input.posts.map((p) => `${p.author} ${reasonText[p.reason]}: «${p.excerpt}»`).join('\n\n'),
    },
    { name: input.name, actionUrl: input.threadUrl, footerLinks: footer(input.links) },
  );
}

/**
 * The meeting's service mails (decision 0073): the registration's confirmation, a change of its date,
 * hour or address, its cancellation. The member asked for them by registering, so they carry no
 * unsubscribe link; each brings the calendar file (REQUEST, or CANCEL) that keeps the event in step.
 */
export function inscriptionMail(
  input: { name: string; meetingTitle: string; startsAt: Date; timeZone: string; liveUrl: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'meeting-inscription',
    wording,
    {
      nombre: input.name.trim(),
      encuentro: plainTitle(input.meetingTitle),
      fecha: spanishDateTime(input.startsAt, input.timeZone),
    },
    { name: input.name, actionUrl: input.liveUrl },
  );
}

export type MeetingChange = 'date' | 'link';

/** Which wording a change takes: a new date or hour (with a new link, if it also changed), or a new link. */
export const meetingChangeWording = (changed: MeetingChange[]) =>
  changed.includes('date') ? ('meeting-moved' as const) : ('meeting-link-changed' as const);

export function meetingChangedMail(
  input: {
    name: string;
    meetingTitle: string;
    startsAt: Date;
    timeZone: string;
    liveUrl: string;
    changed: MeetingChange[];
  },
  wording?: MailWordingFields,
): MailContent {
  const base = {
    nombre: input.name.trim(),
    encuentro: plainTitle(input.meetingTitle),
    fecha: spanishDateTime(input.startsAt, input.timeZone),
  };
  const frame = { name: input.name, actionUrl: input.liveUrl };
  return meetingChangeWording(input.changed) === 'meeting-moved'
    ? renderWording(
        'meeting-moved',
        wording,
        {
          ...base,
          aviso_enlace: input.changed.includes('link') ? `Tiene un enlace nuevo: ${input.liveUrl}` : '',
        },
        frame,
      )
    : renderWording('meeting-link-changed', wording, { ...base, enlace: input.liveUrl }, frame);
}

export function meetingCancelledMail(
  input: { name: string; meetingTitle: string; startsAt: Date; timeZone: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'meeting-cancelled',
    wording,
    {
      nombre: input.name.trim(),
      encuentro: plainTitle(input.meetingTitle),
      fecha: spanishDateTime(input.startsAt, input.timeZone),
    },
    { name: input.name },
  );
}
