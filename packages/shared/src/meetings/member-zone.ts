import type { CountryKey } from '../directory/countries.ts';
import { scheduleZones } from './time.ts';

/**
 * The time zone a member lives in, from the country and the region (issue "Accounts, e-mail and
 * notifications", §4): most countries keep one zone; these regions keep their own clock.
 * Keys are ISO 3166-2 subdivision codes, as the directory's states carry them (`states.iso_code`);
 * Easter Island is a commune of Valparaíso, so it goes by its CUT commune code.
 */
const countryZones: Record<CountryKey, string> = {
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

const regionZones: Record<string, string> = {
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

/** CUT code of the commune of Isla de Pascua (Valparaíso region). */
const EASTER_ISLAND_COMMUNE = '05201';

/** The zones the portal knows: those of the per-country schedule and of the regions above. */
export const portalTimeZones: ReadonlySet<string> = new Set([
  ...scheduleZones.map((z) => z.timeZone),
  ...Object.values(countryZones),
  ...Object.values(regionZones),
  'Pacific/Easter',
]);

/** The member's zone: the region's own, else the country's; null for a country the portal does not serve. */
export function memberTimeZone(place: {
  country: string;
  regionIso?: string | null | undefined;
  communeCode?: string | null | undefined;
}): string | null {
  if (place.country === 'chile' && place.communeCode === EASTER_ISLAND_COMMUNE) return 'Pacific/Easter';
  const region = place.regionIso ? regionZones[place.regionIso.toUpperCase()] : undefined;
  if (region) return region;
  return countryZones[place.country as CountryKey] ?? null;
}

/**
 * A visitor's zone: the browser's when it is one of the portal's zones (a teacher in Coyhaique sees
 * Coyhaique's hour), else the meeting's own.
 */
export function visitorTimeZone(browserZone: string | undefined, meetingZone: string): string {
  return browserZone && portalTimeZones.has(browserZone) ? browserZone : meetingZone;
}
