import { conflictMessage } from '@foro/shared/admin/schemas';
import { AppError } from './app-error.ts';

/**
 * The 409 of a save made from a stale copy (docs/product/admin.md#two-editors): the revision now
 * saved, who saved it and when, and, for each field sent whose saved value differs, the saved value,
 * so that the form can show what changed next to each field. Nothing is written.
 */
export function staleEdit(options: {
  saved: Record<string, unknown>;
  sent: Record<string, unknown>;
  revision: number;
  lastChange?: { by: string; at: string } | undefined;
}): AppError {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(options.sent)) {
    if (field === 'revision' || !(field in options.saved)) continue;
    if (JSON.stringify(options.saved[field]) !== JSON.stringify(value)) changes[field] = options.saved[field];
  }
  const error = new AppError('CONFLICT', conflictMessage);
  error.conflict = { revision: options.revision, changes, ...options.lastChange };
  return error;
}
