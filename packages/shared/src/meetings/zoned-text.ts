/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// `localizeTimes` is browser code the server sends as text (wake-script.ts): it is typed for the browser.
import type { KnownZones } from './member-zone.ts';

/**
 * A meeting's date or hour as a person reads it, in one zone. The same function writes the text in the
 * app (`ZonedTime`) and, as text in the page's inline script, rewrites a prerendered page's times to the
 * visitor's zone before the first paint (`localizeTimes`): so the take-over finds the very text on
 * screen. It refers to nothing outside itself.
 *
 * - `hour`: "18:30 h (GMT-3)" (`CET`/`CEST` for Spain's mainland, as `zoneLabel`);
 * - `monthYear`: "Junio 2026"; `dayMonth`: "5 de junio"; `slash`: "05/06/2026"; `spaced`: "05 / 06 / 2026".
 */
export type ZonedFormat = 'hour' | 'monthYear' | 'dayMonth' | 'slash' | 'spaced';

export function zonedText(at: string, timeZone: string, format: ZonedFormat): string {
  const instant = new Date(at);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  if (format === 'slash') return `${day}/${month}/${year}`;
  if (format === 'spaced') return `${day} / ${month} / ${year}`;
  const months = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre';
  const monthName = months.split(' ')[Number(month) - 1] ?? '';
  if (format === 'monthYear') return `${monthName.charAt(0).toUpperCase()}${monthName.slice(1)} ${year}`;
  if (format === 'dayMonth') return `${Number(day)} de ${monthName}`;
  const europe = timeZone.startsWith('Europe/');
  const label =
    new Intl.DateTimeFormat(europe ? 'en-GB' : 'en-US', {
      timeZone,
      timeZoneName: europe ? 'short' : 'shortOffset',
    })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? (europe ? 'CET' : 'GMT');
  const zone = europe ? label.replace(/^GMT\+1$/, 'CET').replace(/^GMT\+2$/, 'CEST') : label;
  return `${part('hour')}:${part('minute')} h (${zone})`;
}

/** The attributes of a `<time>` whose text `localizeTimes` writes: the format and the meeting's zone. */
export const ZONED_FORMAT_ATTRIBUTE = 'data-zoned';
export const MEETING_ZONE_ATTRIBUTE = 'data-meeting-zone';

export interface LocalizeSettings {
  known: KnownZones;
  format: string;
  meetingZone: string;
}

/**
 * Runs in a prerendered page's head (decision 0066), with `zonedText` and `visitorZoneOf` passed in:
 * each `<time datetime data-zoned data-meeting-zone>` the parser adds gets its text in the visitor's zone
 * (the rule of `visitorTimeZone`) before the page is painted. A mutation observer's callbacks run before
 * the browser renders, so no text is ever seen in the meeting's zone; the rewrite is the same whenever
 * it runs again, and a last pass runs once the page is parsed.
 */
export function localizeTimes(
  settings: LocalizeSettings,
  text: (at: string, timeZone: string, format: string) => string,
  zoneOf: (browserZone: string | undefined, meetingZone: string, known: KnownZones) => string,
): void {
  let browserZone: string | undefined;
  try {
    browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  const zones = new Map<string, string>();
  const rewrite = () => {
    for (const time of document.querySelectorAll(`time[${settings.format}]`)) {
      const at = time.getAttribute('datetime');
      const meetingZone = time.getAttribute(settings.meetingZone);
      if (!at || !meetingZone) continue;
      let zone = zones.get(meetingZone);
      if (!zone) {
        zone = zoneOf(browserZone, meetingZone, settings.known);
        zones.set(meetingZone, zone);
      }
      if (zone === meetingZone) continue;
      try {
        const wanted = text(at, zone, time.getAttribute(settings.format) ?? '');
        if (time.textContent !== wanted) time.textContent = wanted;
      } catch {
        // A zone the browser's data does not know: the meeting's hour stays, as the app shows it.
      }
    }
  };
  const observer = new MutationObserver(rewrite);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      rewrite();
    },
    { once: true },
  );
}
