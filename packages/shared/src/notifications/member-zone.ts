import { formatter, zoneLabel } from '../meetings/time.ts';

// A route page shows its masterclass in the member's zone on every view: the text is a pure function
// of the instant and the zone, so it is made once (a bounded number of them) with kept formatters.
const TEXTS_MAX = 512;
const texts = new Map<string, string>();

/** `martes, 17 de marzo de 2026, a las 18:00 (GMT-5)` in `timeZone`. */
export function spanishDateTime(instant: Date, timeZone: string): string {
  const key = `${instant.getTime()}|${timeZone}`;
  let text = texts.get(key);
  if (text === undefined) {
    const day = formatter(
      `es-day|${timeZone}`,
      () =>
        new Intl.DateTimeFormat('es', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone,
        }),
    ).format(instant);
    const time = formatter(
      `es-time|${timeZone}`,
      () => new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
    ).format(instant);
    text = `${day}, a las ${time} (${zoneLabel(instant, timeZone)})`;
    if (texts.size >= TEXTS_MAX) texts.clear();
    texts.set(key, text);
  }
  return text;
}
