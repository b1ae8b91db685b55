import type { PublicEdition } from '@foro/shared/draws/schemas';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';

/** `15 de junio de 2027, 23:59 (hora de Colombia)` — dates in the publisher's zone, as the rules state them. */
export const editionDate = (iso: string, withTime = true) =>
  new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    timeZone: PUBLISHER_TIME_ZONE,
  }).format(new Date(iso)) + (withTime ? ' (hora de Colombia)' : '');

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Fills the rules' placeholders with the edition's dates and prizes (docs/product/draws.md#editions),
 * escaped, so the text and the portal cannot disagree.
 */
export function fillEditionText(html: string, edition: PublicEdition | null): string {
  if (!edition) return html;
  const values: Record<string, string> = {
    inicio: editionDate(edition.startsAt),
    cierre: editionDate(edition.endsAt),
    sorteo: editionDate(edition.drawAt, false),
    premio_tablet: edition.tabletPrize,
    premio_smartwatch: edition.smartwatchPrize,
  };
  return html.replace(/\{(inicio|cierre|sorteo|premio_tablet|premio_smartwatch)\}/g, (_, key: string) =>
    escape(values[key]!),
  );
}

/**
 * The rules' date line (issue 35, item 15): what members read is the staff's text with the edition's
 * dates and prizes, so it was last changed when either was; a fixed line ("1 de junio de 2022") went
 * stale with every new edition.
 */
export function rulesUpdatedLine(pageUpdatedAt: string, edition: PublicEdition): string {
  const latest =
    Date.parse(edition.updatedAt) > Date.parse(pageUpdatedAt) ? edition.updatedAt : pageUpdatedAt;
  return `Última actualización: ${editionDate(latest, false)}`;
}

/** Where the edition stands, in one sentence. */
export function periodSentence(edition: PublicEdition, now = new Date()): string {
  const starts = Date.parse(edition.startsAt);
  const ends = Date.parse(edition.endsAt);
  if (now.getTime() < starts) return `La participación se abre el ${editionDate(edition.startsAt)}.`;
  if (now.getTime() < ends)
    return `Puedes participar del ${editionDate(edition.startsAt)} al ${editionDate(edition.endsAt)}.`;
  return `El periodo de participación terminó el ${editionDate(edition.endsAt)}: ya no se registran nuevas participaciones.`;
}
