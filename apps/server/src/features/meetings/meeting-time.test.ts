import { describe, expect, it } from 'vitest';
import {
  localDate,
  meetingClockState,
  meetingDayStartsAt,
  zonedTimeToInstant,
  type MeetingClockInput,
} from '@foro/shared/meetings/time';
import { demoStart } from '../../db/seed/meetings-seed.ts';
import { spanishDateTime } from '@foro/shared/notifications/member-zone';

const at = (iso: string) => new Date(iso);
const meeting = (startsAt: Date, timeZone: string, durationMinutes = 90): MeetingClockInput => ({
  startsAt,
  durationMinutes,
  timeZone,
  activeOverride: null,
  postEventOverride: null,
});
const state = (m: MeetingClockInput, now: string) => meetingClockState(m, at(now));

describe('zonedTimeToInstant resolves clock changes like RFC 5545 and Temporal "compatible"', () => {
  it.each([
    // Plain times, no change nearby.
    ['2026-03-15', '18:00', 'America/Bogota', '2026-03-15T23:00:00.000Z'],
    ['2026-07-16', '10:00', 'America/Santiago', '2026-07-16T14:00:00.000Z'],
    ['2026-07-16', '10:00:30', 'Europe/Madrid', '2026-07-16T08:00:30.000Z'],
    // Skipped: Santiago jumps from 24:00 (-04) to 01:00 (-03) on 6 September 2026.
    ['2026-09-06', '00:30', 'America/Santiago', '2026-09-06T04:30:00.000Z'],
    ['2026-09-06', '00:00', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    ['2026-09-05', '23:30', 'America/Santiago', '2026-09-06T03:30:00.000Z'],
    // Repeated: Santiago goes back from 24:00 (-03) to 23:00 (-04) on 4 April 2026: the earlier one.
    ['2026-04-04', '23:30', 'America/Santiago', '2026-04-05T02:30:00.000Z'],
    ['2026-04-04', '22:30', 'America/Santiago', '2026-04-05T01:30:00.000Z'],
    ['2026-04-05', '00:00', 'America/Santiago', '2026-04-05T04:00:00.000Z'],
    // Madrid: 02:00→03:00 on 29 March, 03:00→02:00 on 25 October 2026.
    ['2026-03-29', '02:30', 'Europe/Madrid', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '02:30', 'Europe/Madrid', '2026-10-25T00:30:00.000Z'],
    // Mexico City kept summer time until 2022.
    ['2021-04-04', '02:30', 'America/Mexico_City', '2021-04-04T08:30:00.000Z'],
    ['2021-10-31', '01:30', 'America/Mexico_City', '2021-10-31T06:30:00.000Z'],
    ['2023-04-02', '02:30', 'America/Mexico_City', '2023-04-02T08:30:00.000Z'],
    // New York.
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, utc) => {
    expect(zonedTimeToInstant(date, time, zone).toISOString()).toBe(utc);
  });

  it('is what the demo seed uses for meetings set at a local time', () => {
    const now = new Date('2026-03-29T10:00:00.000Z');
    expect(demoStart({ days: 0, time: '02:30' }, 'Europe/Madrid', now).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('refuses a date or time that is not one', () => {
    expect(() => zonedTimeToInstant('2026-02-30', '10:00', 'Europe/Madrid')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('2026-02-10', '24:30', 'Europe/Madrid')).toThrow(RangeError);
    expect(() => zonedTimeToInstant('10/02/2026', '10:00', 'Europe/Madrid')).toThrow(RangeError);
  });

  it('gives the first instant of a day that has no midnight', () => {
    const start = zonedTimeToInstant('2026-09-06', '18:00', 'America/Santiago');
    expect(meetingDayStartsAt(start, 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    const madrid = zonedTimeToInstant('2026-03-29', '19:00', 'Europe/Madrid');
    expect(meetingDayStartsAt(madrid, 'Europe/Madrid').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('the countdown runs until the meeting day begins in the meeting’s zone (docs/product/meetings.md#countdown)', () => {
  it.each([
    // 18:00 Bogotá on 15 March 2026 (23:00Z): the evening before used to show nothing for 6 hours.
    ['18:00 Bogotá', '2026-03-15', '18:00', 'America/Bogota', '2026-03-15T05:00:00.000Z'],
    // 09:00 Bogotá: the 15 hours from 09:00 the day before.
    ['09:00 Bogotá', '2026-03-15', '09:00', 'America/Bogota', '2026-03-15T05:00:00.000Z'],
    // Santiago on the day its clocks skip midnight: the day begins at 01:00 (-03).
    ['Santiago spring forward', '2026-09-06', '18:00', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    // Santiago the day after 23:00–24:00 repeated.
    ['Santiago fall back', '2026-04-05', '10:00', 'America/Santiago', '2026-04-05T04:00:00.000Z'],
    ['Madrid spring forward', '2026-03-29', '19:00', 'Europe/Madrid', '2026-03-28T23:00:00.000Z'],
    ['Madrid', '2026-11-12', '09:00', 'Europe/Madrid', '2026-11-11T23:00:00.000Z'],
  ])('%s: countdown until %s begins, then the meeting day', (_label, date, time, zone, dayStart) => {
    const m = meeting(zonedTimeToInstant(date, time, zone), zone);
    const start = m.startsAt.getTime();
    const begins = Date.parse(dayStart);
    expect(meetingDayStartsAt(m.startsAt, zone).toISOString()).toBe(dayStart);
    const justBefore = new Date(begins - 1000).toISOString();
    expect(state(m, justBefore)).toMatchObject({ timing: 'before', countdown: true, meeting_day: false });
    expect(state(m, dayStart)).toMatchObject({ timing: 'meeting_day', countdown: false, meeting_day: true });
    // Less than 24 hours before the start but still the day before.
    expect(
      state(m, new Date(Math.max(start - 23 * 3_600_000, begins - 3_600_000)).toISOString()),
    ).toMatchObject({
      countdown: true,
    });
  });

  it.each([
    ['America/Bogota', '2026-03-15', '18:00', '2026-03-05T05:00:00.000Z'],
    ['America/Santiago', '2026-09-06', '18:00', '2026-08-27T04:00:00.000Z'],
    ['Europe/Madrid', '2026-04-02', '09:00', '2026-03-22T23:00:00.000Z'],
  ])(
    'in %s a meeting on %s at %s counts down from %s (10 calendar days before)',
    (zone, date, time, from) => {
      const m = meeting(zonedTimeToInstant(date, time, zone), zone);
      expect(state(m, new Date(Date.parse(from) - 1000).toISOString()).countdown).toBe(false);
      expect(state(m, from).countdown).toBe(true);
    },
  );

  it.each([
    ['America/Bogota', '18:00'],
    ['America/Bogota', '09:00'],
    ['America/Santiago', '00:30'],
    ['America/Santiago', '23:30'],
    ['Europe/Madrid', '02:30'],
    ['America/Mexico_City', '01:30'],
  ])('leaves no hour without countdown or meeting day in %s at %s around clock changes', (zone, time) => {
    const dates =
      zone === 'America/Mexico_City'
        ? ['2021-04-04', '2021-10-31']
        : ['2026-03-29', '2026-04-05', '2026-09-06', '2026-10-25', '2026-03-15'];
    for (const date of dates) {
      const m = meeting(zonedTimeToInstant(date, time, zone), zone);
      const end = m.startsAt.getTime() + m.durationMinutes * 60_000;
      const first = Date.parse(`${date}T12:00:00Z`) - 9 * 86_400_000;
      for (let t = first; t < end; t += 15 * 60_000) {
        const s = meetingClockState(m, new Date(t));
        expect(s.countdown !== s.meeting_day, `${date} ${time} ${zone} at ${new Date(t).toISOString()}`).toBe(
          true,
        );
      }
      expect(meetingClockState(m, new Date(end)).post_event).toBe(true);
    }
  });

  it('shows no countdown for a meeting that is over but kept out of post-event by staff', () => {
    const m = { ...meeting(at('2026-03-15T23:00:00Z'), 'America/Bogota'), postEventOverride: false };
    expect(state(m, '2026-03-17T12:00:00Z')).toMatchObject({ countdown: false, timing: 'before' });
  });
});

describe('a date and time in words, in the member’s zone', () => {
  it('is made per zone: the same instant reads differently in Bogotá, Santiago and Madrid, every time', () => {
    const instant = at('2026-03-17T23:00:00Z');
    for (let round = 0; round < 2; round++) {
      expect(spanishDateTime(instant, 'America/Bogota')).toBe(
        'martes, 17 de marzo de 2026, a las 18:00 (GMT-5)',
      );
      expect(spanishDateTime(instant, 'America/Santiago')).toBe(
        'martes, 17 de marzo de 2026, a las 20:00 (GMT-3)',
      );
      expect(spanishDateTime(instant, 'Europe/Madrid')).toBe(
        'miércoles, 18 de marzo de 2026, a las 00:00 (CET)',
      );
    }
  });
});

describe('the calendar day of an instant in a zone', () => {
  it('changes at the zone’s midnight to the second, however often the same minute was asked before', () => {
    // Bogotá is UTC-5: its day begins at 05:00Z; Santiago's summer day (UTC-3) at 03:00Z.
    for (const iso of ['2026-03-15T04:59:00.000Z', '2026-03-15T04:59:30.000Z', '2026-03-15T04:59:59.999Z']) {
      expect(localDate(at(iso), 'America/Bogota')).toBe('2026-03-14');
    }
    expect(localDate(at('2026-03-15T05:00:00.000Z'), 'America/Bogota')).toBe('2026-03-15');
    expect(localDate(at('2026-03-15T04:59:30.000Z'), 'America/Santiago')).toBe('2026-03-15');
    expect(localDate(at('2026-01-10T02:59:59.000Z'), 'America/Santiago')).toBe('2026-01-09');
    expect(localDate(at('2026-01-10T03:00:00.000Z'), 'America/Santiago')).toBe('2026-01-10');
  });
});
