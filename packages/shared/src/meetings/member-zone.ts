import { countries } from '../directory/countries.ts';
import {
  countryZone,
  countryZones,
  EASTER_ISLAND_COMMUNE,
  EASTER_ISLAND_ZONE,
  regionZone,
  regionZones,
  scheduleZones,
  SPAIN,
} from '../directory/zones.ts';

/** The zones the portal knows: those of the per-country schedule and of the regions above. */
export const portalTimeZones: ReadonlySet<string> = new Set([
  ...scheduleZones.map((z) => z.timeZone),
  ...Object.values(countryZones),
  ...Object.values(regionZones),
  EASTER_ISLAND_ZONE,
]);

/**
 * The time zone a member lives in, from the country and the region (issue "Accounts, e-mail and
 * notifications", §4), by the one table of zones (directory/zones.ts); null for a country the portal
 * does not serve.
 */
export function memberTimeZone(place: {
  country: string;
  regionIso?: string | null | undefined;
  communeCode?: string | null | undefined;
}): string | null {
  if (place.country === 'chile' && place.communeCode === EASTER_ISLAND_COMMUNE) return EASTER_ISLAND_ZONE;
  return regionZone(place.regionIso) ?? countryZone(place.country);
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
  regions: [...countries.map((c) => c.region), SPAIN.region],
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
