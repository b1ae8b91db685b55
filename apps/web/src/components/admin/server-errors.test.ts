import { describe, expect, it, vi } from 'vitest';
import { conflictMessage } from '@foro/shared/admin/schemas';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from './server-errors';

describe('applyServerErrors (docs/product/admin.md#forms)', () => {
  it('puts each field error next to its field and the message at the top', () => {
    const setError = vi.fn();
    const conflict = applyServerErrors(
      new ApiError(422, {
        code: 'VALIDATION',
        message: 'Revisa los campos marcados.',
        errors: { title: 'Escribe el título.', 'objectives.2': 'Demasiado largo.', _: 'JSON' },
      }),
      setError,
    );
    expect(conflict).toBeUndefined();
    expect(setError.mock.calls).toEqual([
      ['title', { message: 'Escribe el título.' }],
      ['objectives.2', { message: 'Demasiado largo.' }],
      ['root', { message: 'JSON' }],
      ['root', { message: 'Revisa los campos marcados.' }],
    ]);
  });

  it("returns a 409's conflict so the form can show the saved values", () => {
    const setError = vi.fn();
    const saved = {
      revision: 5,
      by: 'alicia@example.org',
      at: '2026-11-02T10:00:00.000Z',
      changes: { title: 'Suyo' },
    };
    const conflict = applyServerErrors(
      new ApiError(409, { code: 'CONFLICT', message: conflictMessage, conflict: saved }),
      setError,
    );
    expect(conflict).toEqual(saved);
    expect(setError).toHaveBeenCalledWith('root', { message: conflictMessage });
  });

  it('says something went wrong for an error that is not an answer of the API', () => {
    const setError = vi.fn();
    applyServerErrors(new TypeError('x'), setError);
    expect(setError).toHaveBeenCalledWith('root', {
      message: 'Algo salió mal. Inténtalo de nuevo en unos minutos.',
    });
  });
});
