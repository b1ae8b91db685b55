import { describe, expect, it } from 'vitest';
import {
  instantsOf,
  staffDate,
  staffDateTime,
  staffHeading,
  staffTime,
  staffZoneName,
  staffZoneOf,
  zonePlace,
} from '@foro/shared/admin/staff-time';

const march = new Date('2026-03-04T02:30:00.000Z');

describe('staff dates and hours (decision 0078)', () => {
  it('are written in the staff member’s zone', () => {
    expect(staffDateTime(march, 'America/Bogota')).toBe('03/03/2026 21:30');
    expect(staffDateTime(march.toISOString(), 'America/Santiago')).toBe('03/03/2026 23:30');
    expect(staffDateTime(march, 'Europe/Madrid')).toBe('04/03/2026 03:30');
    expect(staffDate(march, 'Europe/Madrid')).toBe('04/03/2026');
    expect(staffTime(march, 'America/Mexico_City')).toBe('20:30');
    expect(staffDateTime('no es una fecha', 'America/Bogota')).toBe('');
  });

  it('name the zone with its offset, both offsets when the clock changed', () => {
    expect(staffZoneName('America/Bogota', [march])).toBe('hora de Bogotá, GMT-5');
    expect(staffHeading('Fecha', 'America/Mexico_City', [march])).toBe(
      'Fecha (hora de Ciudad de México, GMT-6)',
    );
    const april = new Date('2026-04-20T12:00:00.000Z');
    expect(staffZoneName('America/Santiago', [march, april])).toBe('hora de Santiago de Chile, GMT-3/GMT-4');
    expect(staffZoneName('America/Lima', [], march)).toBe('hora de Lima, GMT-5');
    expect(zonePlace('America/Denver')).toBe('Denver');
  });

  it('fall back to the portal’s zone for staff without one', () => {
    expect(staffZoneOf(null)).toBe('America/Bogota');
    expect(staffZoneOf('Nowhere/Atlantis')).toBe('America/Bogota');
    expect(staffZoneOf('America/Lima')).toBe('America/Lima');
    expect(instantsOf(['', null, 'x', march.toISOString()])).toEqual([march]);
  });
});
