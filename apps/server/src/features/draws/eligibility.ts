import type { Candidate, ExclusionReason } from '@foro/shared/draws/schemas';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import type { CandidateRow, EditionRow } from './draws.repository.ts';

export const STAFF_ROL = 'EQUIPO COMPARTIR';

export const domainsOf = (edition: Pick<EditionRow, 'excluded_domains'>) =>
  edition.excluded_domains.split('\n').filter(Boolean);

/** The reason a person cannot enter whatever they did, or null (docs/product/draws.md#who-enters). */
function personalReason(row: CandidateRow, domains: readonly string[]): ExclusionReason | null {
  if (row.role === 'staff' || row.rol === STAFF_ROL) return 'staff';
  const domain = row.email.slice(row.email.lastIndexOf('@') + 1).toLowerCase();
  if (domains.some((d) => domain === d || domain.endsWith(`.${d}`))) return 'employee';
  if (row.updated_fields <= 0) return 'unconfirmed';
  return null;
}

const fullName = (row: CandidateRow) => `${row.name} ${row.lastname}`.trim();

/**
 * Judges the candidates in the order given (earliest or best first): each person's first valid row
 * is their one entry; later rows of the same person are excluded as duplicates.
 */
function judge(
  rows: readonly CandidateRow[],
  edition: EditionRow,
  detail: (row: CandidateRow) => string,
  outside: (row: CandidateRow) => boolean,
): Candidate[] {
  const domains = domainsOf(edition);
  const entered = new Set<string>();
  return rows.map((row) => {
    let reason = personalReason(row, domains);
    if (!reason && outside(row)) reason = 'outside-period';
    if (!reason && entered.has(row.user_id)) reason = 'duplicate';
    if (!reason) entered.add(row.user_id);
    return {
      userId: row.user_id,
      name: fullName(row),
      email: row.email,
      country: row.country,
      axisTitle: row.axis_title,
      detail: detail(row),
      reason,
    };
  });
}

/** Tablet: finished a route and got its certificate inside the period. */
export function judgeTablet(rows: readonly CandidateRow[], edition: EditionRow): Candidate[] {
  return judge(
    rows,
    edition,
    (row) =>
      row.created_at
        ? `Certificado el ${new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: PUBLISHER_TIME_ZONE }).format(new Date(row.created_at))}`
        : 'Certificado',
    (row) => !row.created_at || row.created_at < edition.starts_at || row.created_at >= edition.ends_at,
  );
}

/**
 * Smartwatch: the top `smartwatch_top` places of each route's ranking of different messages (ties share
 * a place, so a tie at the last place enters everyone tied); one entry per person however many routes.
 */
export function judgeSmartwatch(rows: readonly CandidateRow[], edition: EditionRow): Candidate[] {
  const byAxis = new Map<string, CandidateRow[]>();
  for (const row of rows) byAxis.set(row.axis_id, [...(byAxis.get(row.axis_id) ?? []), row]);
  const top: CandidateRow[] = [];
  for (const list of byAxis.values()) {
    list.sort((a, b) => (b.posts ?? 0) - (a.posts ?? 0));
    let place = 0;
    list.forEach((row, i) => {
      if (i === 0 || row.posts !== list[i - 1]!.posts) place = i + 1;
      if (place <= edition.smartwatch_top) top.push(row);
    });
  }
  // Best first, so that a person in several routes keeps the entry of their best one.
  top.sort(
    (a, b) =>
      (b.posts ?? 0) - (a.posts ?? 0) ||
      (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0) ||
      (a.axis_id < b.axis_id ? -1 : 1),
  );
  return judge(
    top,
    edition,
    (row) => `${row.posts ?? 0} mensajes distintos en el foro`,
    () => false,
  );
}
