import { countries, type CountryKey } from './countries.ts';

/**
 * The one table of the portal's time zones by place (docs/decisions/0097-one-table-of-zones-one-staff-date.md):
 * a member's zone comes from the country and the region (issue "Accounts, e-mail and notifications", §4),
 * the per-country schedule of a meeting and the zones staff may announce one in are read from it.
 */

/** Most countries keep one zone. */
export const countryZones: Readonly<Record<CountryKey, string>> = {
  argentina: 'America/Argentina/Buenos_Aires',
  bolivia: 'America/La_Paz',
  chile: 'America/Santiago',
  colombia: 'America/Bogota',
  'costa rica': 'America/Costa_Rica',
  ecuador: 'America/Guayaquil',
  'el salvador': 'America/El_Salvador',
  honduras: 'America/Tegucigalpa',
  guatemala: 'America/Guatemala',
  nicaragua: 'America/Managua',
  mexico: 'America/Mexico_City',
  panama: 'America/Panama',
  peru: 'America/Lima',
  uruguay: 'America/Montevideo',
  'republica dominicana': 'America/Santo_Domingo',
};

/**
 * These regions keep their own clock. Keys are ISO 3166-2 subdivision codes, as the directory's states
 * carry them (`states.iso_code`).
 */
export const regionZones: Readonly<Record<string, string>> = {
  'CL-AI': 'America/Coyhaique',
  'CL-MA': 'America/Punta_Arenas',
  'MX-ROO': 'America/Cancun',
  'MX-SON': 'America/Hermosillo',
  'MX-SIN': 'America/Mazatlan',
  'MX-NAY': 'America/Mazatlan',
  'MX-BCS': 'America/Mazatlan',
  'MX-BCN': 'America/Tijuana',
  'EC-W': 'Pacific/Galapagos',
  'ES-CN': 'Atlantic/Canary',
};

/** Easter Island is a commune of Valparaíso, so it goes by its CUT commune code. */
export const EASTER_ISLAND_COMMUNE = '05201';
export const EASTER_ISLAND_ZONE = 'Pacific/Easter';

/** Spain is not a served country, but its members and visitors read the schedule too. */
export const SPAIN = { label: 'España', region: 'ES', timeZone: 'Europe/Madrid' } as const;

/** The country's zone; null for a country the portal does not serve. */
export const countryZone = (country: string): string | null =>
  (countryZones as Record<string, string>)[country] ?? null;

/** The region's own zone (`MX-BCN`: Tijuana), if it keeps one. */
export const regionZone = (regionIso: string | null | undefined): string | null =>
  (regionIso && regionZones[regionIso.toUpperCase()]) || null;

/**
 * "Consulta el horario de tu país": the 15 countries in alphabetical order, with Mexico's border zone
 * (Baja California) apart, then Spain.
 */
export const scheduleZones: ReadonlyArray<{ country: string; timeZone: string }> = [
  ...[...countries]
    .sort((a, b) => a.label.localeCompare(b.label, 'es'))
    .flatMap((c) =>
      c.key === 'mexico'
        ? [
            { country: `${c.label} (Ciudad de México)`, timeZone: countryZones.mexico },
            { country: `${c.label} (Tijuana)`, timeZone: regionZones['MX-BCN']! },
          ]
        : [{ country: c.label, timeZone: countryZones[c.key] }],
    ),
  { country: SPAIN.label, timeZone: SPAIN.timeZone },
];
