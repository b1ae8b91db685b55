import { describe, expect, it } from 'vitest';
import { countries } from '@foro/shared/directory/countries';
import {
  memberTimeZone,
  portalTimeZones,
  visitorTimeZone,
  visitorZoneOf,
} from '@foro/shared/meetings/member-zone';
import { meetingDisplayTime, scheduleZones, zonedTimeToInstant } from '@foro/shared/meetings/time';
import { zonedText } from '@foro/shared/meetings/zoned-text';

const hourIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(instant);

describe('a member’s time zone from country and region (issue 16 §4)', () => {
  it('gives every country of the community a zone the runtime knows', () => {
    for (const c of countries) {
      const zone = memberTimeZone({ country: c.key });
      expect(zone, c.key).not.toBeNull();
      expect(() => hourIn(new Date(), zone!)).not.toThrow();
    }
    for (const zone of portalTimeZones) expect(() => hourIn(new Date(), zone)).not.toThrow();
  });

  it('keeps the regions that have their own clock apart', () => {
    expect(memberTimeZone({ country: 'chile', regionIso: 'CL-AI' })).toBe('America/Coyhaique');
    expect(memberTimeZone({ country: 'chile', regionIso: 'CL-MA' })).toBe('America/Punta_Arenas');
    expect(memberTimeZone({ country: 'chile', regionIso: 'CL-VS', communeCode: '05201' })).toBe(
      'Pacific/Easter',
    );
    expect(memberTimeZone({ country: 'chile', regionIso: 'CL-VS', communeCode: '05101' })).toBe(
      'America/Santiago',
    );
    expect(memberTimeZone({ country: 'mexico', regionIso: 'MX-ROO' })).toBe('America/Cancun');
    expect(memberTimeZone({ country: 'mexico', regionIso: 'MX-SON' })).toBe('America/Hermosillo');
    for (const iso of ['MX-SIN', 'MX-NAY', 'MX-BCS'])
      expect(memberTimeZone({ country: 'mexico', regionIso: iso })).toBe('America/Mazatlan');
    expect(memberTimeZone({ country: 'mexico', regionIso: 'MX-BCN' })).toBe('America/Tijuana');
    expect(memberTimeZone({ country: 'mexico', regionIso: 'MX-JAL' })).toBe('America/Mexico_City');
    expect(memberTimeZone({ country: 'ecuador', regionIso: 'EC-W' })).toBe('Pacific/Galapagos');
    expect(memberTimeZone({ country: 'espana' })).toBeNull();
  });

  it('shows a teacher in Aysén a June meeting at Coyhaique’s hour, not Santiago’s', () => {
    // 18:00 in Bogotá on 18 June 2026: Santiago keeps winter time (GMT-4), Aysén stays at GMT-3.
    const meeting = zonedTimeToInstant('2026-06-18', '18:00', 'America/Bogota');
    const zone = memberTimeZone({ country: 'chile', regionIso: 'CL-AI' })!;
    expect(hourIn(meeting, zone)).toBe('20:00');
    expect(hourIn(meeting, 'America/Santiago')).toBe('19:00');
  });

  it('gives a visitor the browser’s zone only when it is one of the portal’s', () => {
    expect(visitorTimeZone('America/Coyhaique', 'America/Bogota')).toBe('America/Coyhaique');
    expect(visitorTimeZone('Europe/Berlin', 'America/Bogota')).toBe('America/Bogota');
    expect(visitorTimeZone(undefined, 'America/Bogota')).toBe('America/Bogota');
  });
});

/**
 * Issue 35, items 1 and 2: the 25 zones a visitor's browser may report — the 19 zones of the portal's
 * countries (the schedule's 17 and Chile's two regions with their own clock), Cancún, Hermosillo,
 * Galápagos, the Canaries, and two names Chromium gives Argentina's zones.
 */
const VISITOR_ZONES = [
  ...scheduleZones.map((z) => z.timeZone),
  'America/Coyhaique',
  'America/Punta_Arenas',
  'America/Cancun',
  'America/Hermosillo',
  'Pacific/Galapagos',
  'Atlantic/Canary',
  'America/Buenos_Aires',
  'America/Cordoba',
];

describe('a visitor’s zone under any of its names (issue 35, item 1)', () => {
  it('lists 25 zones, all known to the runtime', () => {
    expect(new Set(VISITOR_ZONES).size).toBe(25);
    for (const zone of VISITOR_ZONES) expect(() => hourIn(new Date(), zone), zone).not.toThrow();
  });

  it('gives each of the 25 zones its own hour, never the meeting’s', () => {
    for (const zone of VISITOR_ZONES) expect(visitorTimeZone(zone, 'America/Mexico_City'), zone).toBe(zone);
  });

  it('reads every Argentine name as Argentina, whichever way the runtime names it', () => {
    // The 2021 home's meeting of the day: announced in Mexico City, read in Buenos Aires.
    const meeting = new Date('2026-06-18T09:41:00Z');
    for (const zone of [
      'America/Buenos_Aires',
      'America/Argentina/Buenos_Aires',
      'America/Cordoba',
      'America/Argentina/Cordoba',
      'America/Rosario',
      'America/Catamarca',
      'America/Argentina/Catamarca',
      'America/Mendoza',
      'America/Argentina/Ushuaia',
    ]) {
      const shown = visitorTimeZone(zone, 'America/Mexico_City');
      expect(shown, zone).toBe(zone);
      expect(zonedText(meeting.toISOString(), shown, 'hour'), zone).toBe('06:41 h (GMT-3)');
    }
    expect(zonedText(meeting.toISOString(), 'America/Mexico_City', 'hour')).toBe('03:41 h (GMT-6)');
  });

  it('compares names through the runtime, not through a list', () => {
    const known = { zones: ['America/Argentina/Buenos_Aires'], regions: [] };
    expect(visitorZoneOf('America/Buenos_Aires', 'America/Bogota', known)).toBe('America/Buenos_Aires');
    expect(visitorZoneOf('america/buenos_aires', 'America/Bogota', known)).toBe('america/buenos_aires');
    expect(visitorZoneOf('America/Santiago', 'America/Bogota', known)).toBe('America/Bogota');
    expect(visitorZoneOf('Not/A_Zone', 'America/Bogota', known)).toBe('America/Bogota');
  });

  it('still gives a zone outside the portal’s countries the meeting’s own', () => {
    for (const zone of ['Europe/Berlin', 'America/Sao_Paulo', 'America/New_York', 'Asia/Tokyo', 'UTC'])
      expect(visitorTimeZone(zone, 'America/Bogota'), zone).toBe('America/Bogota');
  });
});

describe('the text a prerendered page’s script writes is the app’s (issue 35, item 2)', () => {
  it('matches the meeting display time in every zone, across both of Spain’s and Chile’s clocks', () => {
    const instants = ['2026-01-15T23:30:00Z', '2026-06-18T09:41:00Z', '2026-10-25T00:59:00Z'];
    for (const zone of [...VISITOR_ZONES, ...portalTimeZones]) {
      for (const at of instants) {
        const shown = meetingDisplayTime(new Date(at), zone);
        expect(zonedText(at, zone, 'hour'), `${zone} ${at}`).toBe(
          `${shown.hour_formated} h (${shown.time_zone})`,
        );
        const [year, month, day] = shown.date.split('/');
        expect(zonedText(at, zone, 'slash')).toBe(`${day}/${month}/${year}`);
        expect(zonedText(at, zone, 'spaced')).toBe(`${day} / ${month} / ${year}`);
      }
    }
    expect(zonedText('2026-01-15T23:30:00Z', 'America/Lima', 'monthYear')).toBe('Enero 2026');
    expect(zonedText('2026-01-15T23:30:00Z', 'Europe/Madrid', 'monthYear')).toBe('Enero 2026');
    expect(zonedText('2026-01-31T23:30:00Z', 'Europe/Madrid', 'dayMonth')).toBe('1 de febrero');
    expect(zonedText('2026-01-31T23:30:00Z', 'America/Lima', 'dayMonth')).toBe('31 de enero');
    expect(zonedText('2026-06-18T09:41:00Z', 'Europe/Madrid', 'hour')).toBe('11:41 h (CEST)');
    expect(zonedText('2026-06-18T09:41:00Z', 'Atlantic/Canary', 'hour')).toBe('10:41 h (GMT+1)');
  });
});
