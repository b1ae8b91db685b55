import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '@foro/shared/meetings/time';
import {
  MEETING_LOCATION,
  buildMeetingIcs,
  googleCalendarUrl,
  meetingIcsFilename,
  outlookCalendarUrl,
  type MeetingIcsInput,
} from './meeting-calendar.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');

const meeting = (overrides: Partial<MeetingIcsInput> = {}): MeetingIcsInput => ({
  uid: 'meeting-123@foro-de-educadores',
  slug: 'aprender-con-empatia',
  title: 'Aprender con empatía:[br]¿cómo acompañar, escuchar; y enseñar?',
  description: 'Conversación con María Ñúñez, docente en Valparaíso.\nPreguntas, dudas; y más, al final.',
  startsAt: zonedTimeToInstant('2026-01-15', '10:00', 'America/Santiago'),
  durationMinutes: 90,
  timeZone: 'America/Santiago',
  url: 'https://foro.example.org/encuentros/aprender-con-empatia',
  now: NOW,
  sequence: 0,
  lastModified: new Date('2026-03-01T09:00:00.000Z'),
  ...overrides,
});

/** Parses the file with ical.js, the parser Thunderbird uses, and returns its one event. */
function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const santiagoClock = (instant: Date) =>
  new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

describe('buildMeetingIcs', () => {
  it('is a publishable calendar with one event and a reminder an hour before', () => {
    const ics = buildMeetingIcs(meeting());
    const { calendar, vevent, event } = parseEvent(ics);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Foro de Educadores//Encuentros//ES');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe('meeting-123@foro-de-educadores');
    expect(event.location).toBe(MEETING_LOCATION);
    expect(vevent.getFirstPropertyValue('url')).toBe(
      'https://foro.example.org/encuentros/aprender-con-empatia',
    );
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      NOW.toISOString(),
    );
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT1H');
  });

  it.each([
    ['January (Chilean summer time, UTC-3)', '2026-01-15', '2026-01-15T13:00:00.000Z'],
    ['July (Chilean standard time, UTC-4)', '2026-07-16', '2026-07-16T14:00:00.000Z'],
  ])('keeps the instant of a 10:00 Santiago meeting in %s', (_label, date, utc) => {
    const startsAt = zonedTimeToInstant(date, '10:00', 'America/Santiago');
    expect(startsAt.toISOString()).toBe(utc);
    const ics = buildMeetingIcs(meeting({ startsAt, durationMinutes: 90 }));
    expect(ics).toContain(`DTSTART:${utc.replace(/\.000Z$/, 'Z').replace(/[-:]/g, '')}`);
    const { event } = parseEvent(ics);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(event.endDate.toJSDate().getTime()).toBe(startsAt.getTime() + 90 * 60_000);
    expect(santiagoClock(event.startDate.toJSDate())).toBe('10:00');
    expect(santiagoClock(event.endDate.toJSDate())).toBe('11:30');
  });

  it('carries the meeting’s revision as SEQUENCE and its last change as LAST-MODIFIED', () => {
    const { vevent } = parseEvent(
      buildMeetingIcs(meeting({ sequence: 3, lastModified: new Date('2026-03-08T12:34:56.000Z') })),
    );
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
    expect((vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-03-08T12:34:56.000Z',
    );
  });

  it('keeps accents, commas, semicolons, backslashes and line breaks of the texts', () => {
    const ics = buildMeetingIcs(meeting({ description: 'Uno, dos; tres\\cuatro\r\nÁrbol ñandú «sí»' }));
    const { event } = parseEvent(ics);
    expect(event.summary).toBe('Aprender con empatía: ¿cómo acompañar, escuchar; y enseñar?');
    expect(event.description).toBe(
      'Uno, dos; tres\\cuatro\nÁrbol ñandú «sí»\n\nEntra al encuentro en https://foro.example.org/encuentros/aprender-con-empatia',
    );
    expect(ics).toContain('SUMMARY:Aprender con empatía: ¿cómo acompañar\\, escuchar\\; y enseñar?');
  });

  it('ends every line with CRLF and folds at 75 octets without splitting a character', () => {
    const long = 'Ñandú acompañó a la niña pequeña en la mañana; después, él leyó «Cien años». '.repeat(6);
    const ics = buildMeetingIcs(meeting({ title: `¿Qué aprendí? ${long}`, description: `${long}😀🎓👩🏽‍🏫` }));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A lone surrogate would mean an emoji was cut in two.
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const bytes = Buffer.from(ics, 'utf8');
    expect(bytes.toString('utf8')).toBe(ics); // valid UTF-8 throughout
    const { event } = parseEvent(ics);
    expect(event.summary).toBe(`¿Qué aprendí? ${long}`.trim());
    expect(event.description.startsWith(`${long}😀🎓👩🏽‍🏫`)).toBe(true);
  });

  it('survives any printable title and description (property)', () => {
    const text = fc
      .string({ unit: 'grapheme', maxLength: 120 })
      .map((s) => s.replace(/\p{Cc}|\p{Cs}/gu, '').replace(/\[br\]/gi, ''));
    fc.assert(
      fc.property(text, text, (title, description) => {
        const ics = buildMeetingIcs(meeting({ title, description }));
        for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        const { event } = parseEvent(ics);
        expect(event.summary).toBe(title.replace(/\s+/g, ' ').trim());
        expect(event.description.startsWith(description.trim())).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('names the file after the slug', () => {
    expect(meetingIcsFilename('aprender-con-empatia')).toBe('encuentro-aprender-con-empatia.ics');
    expect(meetingIcsFilename('a"b\r\nc')).toBe('encuentro-a-b-c.ics');
  });
});

describe('add-to-calendar links', () => {
  it('gives Google Calendar the UTC start and end and the texts, encoded', () => {
    const startsAt = zonedTimeToInstant('2026-07-16', '10:00', 'America/Santiago');
    const link = new URL(googleCalendarUrl(meeting({ startsAt, durationMinutes: 90 })));
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20260716T140000Z/20260716T153000Z');
    expect(link.searchParams.get('text')).toBe('Aprender con empatía: ¿cómo acompañar, escuchar; y enseñar?');
    expect(link.searchParams.get('details')).toContain('María Ñúñez');
    expect(link.searchParams.get('details')).toContain(
      'https://foro.example.org/encuentros/aprender-con-empatia',
    );
    expect(link.searchParams.get('location')).toBe(MEETING_LOCATION);
    expect(link.search).not.toMatch(/[ ñí¿]/);
  });

  it('gives Outlook the UTC start and end as ISO instants and the compose path', () => {
    const link = new URL(outlookCalendarUrl(meeting()));
    expect(link.origin + link.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(link.searchParams.get('startdt')).toBe('2026-01-15T13:00:00Z');
    expect(link.searchParams.get('enddt')).toBe('2026-01-15T14:30:00Z');
    expect(link.searchParams.get('subject')).toBe(
      'Aprender con empatía: ¿cómo acompañar, escuchar; y enseñar?',
    );
    expect(link.searchParams.get('body')).toContain('Preguntas, dudas; y más, al final.');
    expect(link.searchParams.get('location')).toBe(MEETING_LOCATION);
    expect(link.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(link.searchParams.get('rru')).toBe('addevent');
    expect(link.search).not.toMatch(/[ ñí¿]/);
  });

  it('does not let a text break out of its parameter', () => {
    const link = new URL(googleCalendarUrl(meeting({ title: 'A & B = C?#x', description: 'x&dates=1/2' })));
    expect(link.searchParams.get('text')).toBe('A & B = C?#x');
    expect(link.searchParams.getAll('dates')).toEqual(['20260115T130000Z/20260115T143000Z']);
    expect(link.hash).toBe('');
  });
});
