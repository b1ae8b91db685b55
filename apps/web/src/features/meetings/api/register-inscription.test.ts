import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { registerInscription } from './register-inscription';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('inscription', () => {
  it('sends the anti-forgery header on the inscription GET, and on no other GET', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    const headersOf: Record<string, Record<string, string>> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        headersOf[url] = init!.headers as Record<string, string>;
        return json(200, { status: true, inscribed: true });
      }),
    );
    await registerInscription('mi-encuentro');
    await api.get('/api/meetings');
    expect(headersOf['/api/meeting/mi-encuentro/inscription']!['x-xsrf-token']).toBe('tok');
    expect(headersOf['/api/meetings']!['x-xsrf-token']).toBeUndefined();
  });
});
