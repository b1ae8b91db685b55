import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('api client', () => {
  it('fetches the anti-forgery cookie before the first write and sends it as X-XSRF-TOKEN', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url === '/api/sanctum/csrf-cookie') {
          document.cookie = 'XSRF-TOKEN=abc%2Bdef; path=/';
          return new Response(null, { status: 204 });
        }
        return json(200, { allow: true });
      }),
    );
    await expect(api.post('/api/users/allowNotificationsForum', { allow: true })).resolves.toEqual({
      allow: true,
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/sanctum/csrf-cookie',
      '/api/users/allowNotificationsForum',
    ]);
    expect((calls[1]!.init!.headers as Record<string, string>)['x-xsrf-token']).toBe('abc+def');
  });

  it('takes a fresh token once after a 419 and tries again', async () => {
    document.cookie = 'XSRF-TOKEN=old; path=/';
    let writes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/sanctum/csrf-cookie') {
          document.cookie = 'XSRF-TOKEN=new; path=/';
          return new Response(null, { status: 204 });
        }
        writes++;
        return writes === 1 ? json(419, { code: 'CSRF_MISMATCH', message: 'x' }) : json(200, { ok: 1 });
      }),
    );
    await expect(api.post('/api/x', {})).resolves.toEqual({ ok: 1 });
    expect(writes).toBe(2);
  });

  it('turns the error envelope into an ApiError with the Spanish field errors', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          code: 'VALIDATION',
          message: 'Revisa los campos marcados.',
          errors: { email: 'Este campo es obligatorio' },
        }),
      ),
    );
    const error = await api.post('/api/contact', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Este campo es obligatorio' });
  });

  it('explains a network failure in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/users/username')).rejects.toThrow(
      'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
  });
});
