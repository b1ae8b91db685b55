import { describe, expect, it } from 'vitest';
import { zonePlace } from '@foro/shared/admin/staff-time';
import { countries } from '@foro/shared/directory/countries';
import {
  countryZone,
  countryZones,
  regionZone,
  regionZones,
  scheduleZones,
} from '@foro/shared/directory/zones';
import { memberTimeZone, portalTimeZones } from '@foro/shared/meetings/member-zone';
import { meetingTimeZoneOptions } from '@foro/shared/meetings/admin-schemas';

describe('the one table of zones (decision 0097)', () => {
  it('gives each of the 15 countries one zone the runtime knows', () => {
    expect(Object.keys(countryZones).sort()).toEqual(countries.map((c) => c.key).sort());
    for (const zone of [...Object.values(countryZones), ...Object.values(regionZones)]) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
    }
    expect(countryZone('colombia')).toBe('America/Bogota');
    expect(countryZone('espana')).toBeNull();
    expect(regionZone('mx-bcn')).toBe('America/Tijuana');
    expect(regionZone('MX-JAL')).toBeNull();
    expect(regionZone(null)).toBeNull();
  });

  it('builds the schedule in the order and words it always had', () => {
    expect(scheduleZones).toEqual([
      { country: 'Argentina', timeZone: 'America/Argentina/Buenos_Aires' },
      { country: 'Bolivia', timeZone: 'America/La_Paz' },
      { country: 'Chile', timeZone: 'America/Santiago' },
      { country: 'Colombia', timeZone: 'America/Bogota' },
      { country: 'Costa Rica', timeZone: 'America/Costa_Rica' },
      { country: 'Ecuador', timeZone: 'America/Guayaquil' },
      { country: 'El Salvador', timeZone: 'America/El_Salvador' },
      { country: 'Guatemala', timeZone: 'America/Guatemala' },
      { country: 'Honduras', timeZone: 'America/Tegucigalpa' },
      { country: 'México (Ciudad de México)', timeZone: 'America/Mexico_City' },
      { country: 'México (Tijuana)', timeZone: 'America/Tijuana' },
      { country: 'Nicaragua', timeZone: 'America/Managua' },
      { country: 'Panamá', timeZone: 'America/Panama' },
      { country: 'Perú', timeZone: 'America/Lima' },
      { country: 'República Dominicana', timeZone: 'America/Santo_Domingo' },
      { country: 'Uruguay', timeZone: 'America/Montevideo' },
      { country: 'España', timeZone: 'Europe/Madrid' },
    ]);
    expect(meetingTimeZoneOptions.map((o) => o.value)).toEqual(scheduleZones.map((z) => z.timeZone));
  });

  it('is what members, visitors and staff read', () => {
    for (const c of countries) expect(memberTimeZone({ country: c.key })).toBe(countryZones[c.key]);
    for (const [iso, zone] of Object.entries(regionZones)) {
      expect(memberTimeZone({ country: 'mexico', regionIso: iso })).toBe(zone);
    }
    expect([...portalTimeZones].sort()).toEqual(
      [
        ...new Set([
          ...Object.values(countryZones),
          ...Object.values(regionZones),
          'Europe/Madrid',
          'Pacific/Easter',
        ]),
      ].sort(),
    );
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
