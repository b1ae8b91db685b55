import { describe, expect, it } from 'vitest';
import { countries } from '@foro/shared/directory/countries';
import { memberTimeZone, portalTimeZones, visitorTimeZone } from '@foro/shared/meetings/member-zone';
import { zonedTimeToInstant } from '@foro/shared/meetings/time';

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
