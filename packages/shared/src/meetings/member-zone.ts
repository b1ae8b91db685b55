import { countries, type CountryKey } from '../directory/countries.ts';
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
 * What a visitor's zone is checked against: the portal's zones and the regions (ISO 3166-1) whose zones
 * the runtime lists (`Intl.Locale#getTimeZones`): the portal's countries and Spain. Plain data, so the
 * page's inline script (`localizeTimes`) can be given it.
 */
export interface KnownZones {
  zones: readonly string[];
  regions: readonly string[];
}

export const PORTAL_ZONES: KnownZones = {
  zones: [...portalTimeZones],
  regions: [...countries.map((c) => c.region), 'ES'],
};

/**
 * A visitor's zone (docs/decisions/0066-a-visitors-zone-by-the-runtimes-own-names.md): the browser's when
 * it is one of `known`'s zones under any of its names (the runtime's canonical form of each side is
 * compared: Chromium says `America/Buenos_Aires` where the portal writes `America/Argentina/Buenos_Aires`)
 * or a zone the runtime places in one of `known`'s regions (`America/Cordoba`); else the meeting's own.
 * It refers to nothing outside itself: the page's inline script carries its text (zoned-text.ts).
 */
export function visitorZoneOf(
  browserZone: string | undefined,
  meetingZone: string,
  known: KnownZones,
): string {
  if (!browserZone) return meetingZone;
  const canonical = (zone: string): string => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return '';
    }
  };
  const own = canonical(browserZone);
  if (!own) return meetingZone;
  if (known.zones.some((zone) => canonical(zone) === own)) return browserZone;
  for (const region of known.regions) {
    try {
      const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & {
        getTimeZones?: () => string[];
        timeZones?: string[];
      };
      const zones = locale.getTimeZones?.() ?? locale.timeZones ?? [];
      if (zones.some((zone) => canonical(zone) === own)) return browserZone;
    } catch {
      // A runtime without the regions' zones: only the portal's own zones (and their names) count.
    }
  }
  return meetingZone;
}

/**
 * A visitor's zone: the browser's when it is one of the portal's zones (a teacher in Coyhaique sees
 * Coyhaique's hour) under any name, or another zone of the portal's countries; else the meeting's own.
 */
export function visitorTimeZone(browserZone: string | undefined, meetingZone: string): string {
  if (browserZone && portalTimeZones.has(browserZone)) return browserZone;
  return visitorZoneOf(browserZone, meetingZone, PORTAL_ZONES);
}
