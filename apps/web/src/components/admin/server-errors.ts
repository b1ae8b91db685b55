import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Conflict } from '@foro/shared/http/errors';
import { ApiError } from '../../lib/api-client';

/**
 * Puts a failed save's answer into the form (docs/product/admin.md#forms): each field error next to
 * its field (dotted paths such as `objectives.2` included), the server's message as the form's root
 * error, and returns the conflict of a 409 so the form can show what the other person saved. What
 * the person typed is left as it is.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): Conflict | undefined {
  if (!(error instanceof ApiError)) {
    setError('root', { message: 'Algo salió mal. Inténtalo de nuevo en unos minutos.' });
    return undefined;
  }
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    setError((field === '_' ? 'root' : field) as Path<T> | 'root', { message });
  }
  setError('root', { message: error.message });
  return error.envelope.conflict;
}
