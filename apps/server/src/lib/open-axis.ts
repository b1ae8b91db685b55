import { AppError } from './app-error.ts';
import { isPublished, type Publication } from './publication.ts';

/** The one open masterclass's row id (open-access feature; the demo seed writes it too). */
export const OPEN_MASTERCLASS_ID = 'open-masterclass';

/** What every feature says about a route that is not active yet ("Próximamente"). */
export const AXIS_NOT_OPEN = 'Esta ruta todavía no está abierta. Te avisaremos cuando empiece.';
export const AXIS_NOT_FOUND = 'No encontramos esta ruta.';

/** Who reads a route's member pages: staff preview what members cannot see yet. */
export interface AxisViewer {
  role: 'member' | 'coach' | 'staff';
}

/**
 * The rule every feature under a route follows (decision 0014): an unknown route is 404, and so is
 * one that is not published (a draft, scheduled or archived; decision 0023); a route that is not
 * active shows only its card, so its stops, threads, experts and tests answer 403, like a stop whose
 * day has not come, and writes to them are refused the same way. Staff see every route as members
 * will (`preview` says that members cannot see it yet).
 */
export function openAxisOr404<T extends { active: number } & Publication>(
  axis: T | undefined,
  viewer: AxisViewer,
  now: Date,
): T & { preview: boolean } {
  if (!axis) throw new AppError('NOT_FOUND', AXIS_NOT_FOUND);
  const hidden = !isPublished(axis, now) || axis.active !== 1;
  if (hidden && viewer.role === 'staff') return { ...axis, preview: true };
  if (!isPublished(axis, now)) throw new AppError('NOT_FOUND', AXIS_NOT_FOUND);
  if (axis.active !== 1) throw new AppError('FORBIDDEN', AXIS_NOT_OPEN);
  return { ...axis, preview: false };
}
