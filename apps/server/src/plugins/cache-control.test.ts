import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cacheControl } from './cache-control.ts';
import '../types/fastify.ts';

async function appWith() {
  const app = Fastify();
  await app.register(cacheControl);
  app.get('/private', { config: { cache: 'private' } }, async () => ({ ok: true }));
  app.get('/private-fails', { config: { cache: 'private' } }, async () => {
    throw Object.assign(new Error('no'), { statusCode: 404 });
  });
  app.get('/public', { config: { cache: 'public-hour' } }, async () => ({ ok: true }));
  app.get('/public-fails', { config: { cache: 'public-hour' } }, async () => {
    throw Object.assign(new Error('no'), { statusCode: 404 });
  });
  app.get('/own', { config: { cache: 'public-day' } }, async (_request, reply) =>
    // eslint-disable-next-line no-restricted-syntax -- what the hook does when a handler does set it
    reply.header('cache-control', 'no-cache').send('x'),
  );
  app.get('/none', async () => ({ ok: true }));
  return app;
}

describe('the cache option of a route', () => {
  it('sets the declared header, on errors too when private, never on a public error', async () => {
    const app = await appWith();
    const header = async (url: string) => (await app.inject({ url })).headers['cache-control'];
    expect(await header('/private')).toBe('private, no-store');
    expect(await header('/private-fails')).toBe('private, no-store');
    expect(await header('/public')).toBe('public, max-age=3600');
    expect(await header('/public-fails')).toBeUndefined();
    expect(await header('/own')).toBe('no-cache');
    expect(await header('/none')).toBeUndefined();
    await app.close();
  });
});

describe('an answer to staff', () => {
  it('is never stored, since staff may be served drafts (docs/product/admin.md#drafts-and-publication)', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = request.headers['x-as'] === 'staff' ? ({ role: 'staff' } as never) : null;
    });
    await app.register(cacheControl);
    app.get('/public', { config: { cache: 'public-revalidate' } }, async () => ({ ok: true }));
    app.get('/none', async () => ({ ok: true }));
    const header = async (url: string, as?: string) =>
      (await app.inject({ url, headers: as ? { 'x-as': as } : {} })).headers['cache-control'];
    expect(await header('/public')).toBe('public, no-cache');
    expect(await header('/public', 'staff')).toBe('private, no-store');
    expect(await header('/none', 'staff')).toBeUndefined();
    await app.close();
  });
});
