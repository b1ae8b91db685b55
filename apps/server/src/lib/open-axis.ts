import { AppError } from './app-error.ts';

/** What every feature says about a route that is not active yet ("Próximamente"). */
export const AXIS_NOT_OPEN = 'Esta ruta todavía no está abierta. Te avisaremos cuando empiece.';

/**
 * The rule every feature under a route follows (decision 0014): an unknown route is 404; a route
 * that is not active shows only its card, so its stops, threads, experts and tests answer 403, like
 * a stop whose day has not come, and writes to them are refused the same way.
 */
export function openAxisOr404<T extends { active: number }>(axis: T | undefined): T {
  if (!axis) throw new AppError('NOT_FOUND', 'No encontramos esta ruta.');
  if (axis.active !== 1) throw new AppError('FORBIDDEN', AXIS_NOT_OPEN);
  return axis;
}
