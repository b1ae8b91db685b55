import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, scrubUrl } from './app.ts';
import { loadConfig } from './config.ts';
import { Browser, createTestApp, type TestApp } from './test/app.ts';
import { createMember } from './test/factories.ts';
import type { RouteAccess } from './types/fastify.ts';

/** Who may call each route: a new route must be added here, or this test fails. */
const accessTable: Record<string, RouteAccess> = {
  'GET /healthz': 'public',
  'GET /livez': 'public',
  'GET /readyz': 'public',
  'GET /api/altcha/challenge': 'public',
  'GET /api/sanctum/csrf-cookie': 'public',
  'GET /api/users/username': 'public',
  'GET /api/openapi.json': 'public',
  'GET /connect': 'public',
  'POST /connect': 'public',
  'GET /connect/connect.css': 'public',
  'GET /connect/connect.js': 'public',
  'GET /connect/solver.js': 'public',
  'POST /connect/challenge': 'public',
  'GET /connect/logout': 'public',
  'POST /connect/register': 'public',
  'GET /connect/email-change/:secret': 'public',
  'POST /connect/email-change': 'public',
  'GET /correo/baja/:token': 'public',
  'POST /correo/baja/:token': 'public',
  'GET /connect/password-reset': 'public',
  'POST /connect/password-reset': 'public',
  'GET /connect/password-reset/:secret': 'public',
  'POST /connect/new-password': 'public',
  'GET /connect/fonts/:file': 'public',
  'POST /api/users/password': 'member',
  'GET /api/users/sessions': 'member',
  'POST /api/users/sessions/end': 'member',
  'GET /api/users/export': 'member',
  'POST /api/users/close': 'member',
  'POST /api/users/registration': 'public',
  'POST /api/users/allowNotificationsForum': 'member',
  'POST /api/users/mail-preferences': 'member',
  'GET /api/meetings': 'public',
  'GET /api/meeting/:slug': 'member',
  'GET /api/users/hosted-meetings': 'member',
  'GET /api/meeting/:slug/speakers': 'public',
  'GET /api/meeting/:slug/calendar': 'public',
  'GET /api/meeting/:slug/inscription': 'member',
  'POST /api/meeting/:slug/inscription/cancel': 'member',
  'GET /api/meeting/:slug/posts': 'member',
  'GET /api/meeting/:slug/questions/mine': 'member',
  'GET /api/meeting/:slug/questions': 'member',
  'POST /api/meeting/:slug/questions/:questionId/vote': 'member',
  'POST /api/meeting/:slug/reactions': 'member',
  'GET /api/meeting/:slug/polls': 'member',
  'POST /api/meeting/:slug/polls/:pollId/vote': 'member',
  'GET /api/live/meeting/:slug': 'member',
  'GET /api/live/axis/:slug/threads/:slugThread': 'member',
  'POST /api/meeting/:slug/post': 'member',
  'POST /api/meeting/:slug/question': 'member',
  'POST /api/meeting/contact': 'member',
  'GET /api/axis': 'public',
  'POST /api/contact': 'public',
  'GET /api/items-home': 'public',
  'GET /api/pages/about': 'public',
  'GET /api/pages/axis-block': 'public',
  'GET /api/pages/raffle-rules': 'public',
  'GET /api/pages/cookies-policy': 'public',
  'GET /api/pages/privacy-policy': 'public',
  'GET /api/pages/terms-of-use': 'public',
  'GET /api/pages/social-media-policy': 'public',
  'GET /api/pages/home-2021': 'public',
  'GET /api/pages/home-2022': 'public',
  'GET /api/draws/current': 'public',
  'GET /api/draws/my-entries': 'member',
  'GET /api/draws/:drawId': 'public',
  'GET /api/axis/info/:slug': 'member',
  'GET /api/axis/:slug/steps/:slugStep': 'member',
  'POST /api/axis/:slug/registersteps/:slugStep': 'member',
  'GET /api/axis/:slug/masterclass/:slugStep': 'member',
  'GET /api/axis/:slug/masterclass/:slugStep/calendar': 'member',
  'POST /api/axis/:slug/registermasterclass/:slugStep': 'member',
  'POST /api/click': 'member',
  'GET /api/axis/:slug/experts': 'member',
  'POST /api/axis/:slug/question': 'member',
  'GET /api/axis/:slug/related': 'member',
  'GET /api/users/data': 'member',
  'POST /api/users/save': 'member',
  'POST /api/users/skip': 'member',
  'GET /api/axis/userData': 'member',
  'GET /api/axis/:slug/threads': 'member',
  'GET /api/axis/:slug/threads/:slugThread/posts': 'member',
  'POST /api/axis/threads/post': 'member',
  'POST /api/axis/threads/posts/:postId/edit': 'member',
  'POST /api/axis/threads/posts/:postId/delete': 'member',
  'POST /api/axis/threads/:threadId/read': 'member',
  'POST /api/axis/:slug/threads': 'coach',
  'POST /api/moderation/posts/:kind/:postId/hide': 'coach',
  'POST /api/moderation/posts/:kind/:postId/restore': 'coach',
  'POST /api/moderation/posts/:kind/:postId/delete': 'coach',
  'POST /api/moderation/posts/:kind/:postId/undo-delete': 'coach',
  'POST /api/moderation/posts/:kind/:postId/report': 'member',
  'GET /api/moderation/reports': 'coach',
  'POST /api/moderation/threads/:threadId/pin': 'coach',
  'POST /api/moderation/threads/:threadId/close': 'coach',
  'GET /api/axis/:slug/tests/list': 'member',
  'POST /api/axis/:slug/tests/selection': 'member',
  'GET /api/test/:slug': 'member',
  'POST /api/test/save/:slug': 'member',
  'GET /api/test/results/:slug': 'member',
  'GET /certificado/encuentro/:slug': 'member',
  'GET /certificado/eje/:axisId': 'member',
  'POST /certificado/encuentro/:slug': 'member',
  'POST /certificado/eje/:axisId': 'member',
  'POST /api/certificates/meeting/:slug': 'member',
  'POST /api/certificates/axis/:axisId': 'member',
  'GET /api/certificates/mine': 'member',
  'GET /certificados/:code': 'public',
  'GET /certificados/:code/credential.json': 'public',
  'GET /.well-known/did.json': 'public',
  'GET /credenciales/estado/revocacion': 'public',
  'GET /api/school/:country': 'public',
  'GET /api/school/province/:country': 'public',
  'GET /api/school/city/:country/:state': 'public',
  'GET /api/schools/:country/:city': 'public',
  'GET /api/school/region/:country': 'public',
  'GET /api/communes/:country/:region': 'public',
  'POST /api/free-access': 'public',
  'GET /api/free-access/live': 'public',
  'GET /api/free-access/masterclass': 'public',
  'GET /media/uploads/:id/:file': 'public',
  'GET /api/share/image/portal': 'public',
  'GET /api/share/image/:kind/:slug': 'public',
};

/**
 * The back-office routes a meeting's host may call for that meeting (docs/decisions/0050-meeting-hosts.md);
 * every other one is staff-only (features/questions/meeting-hosts.test.ts calls these as a host).
 */
const hostRoutes = [
  'GET /api/admin/questions',
  'GET /api/admin/questions/export',
  'POST /api/admin/questions/:source/:questionId',
  'PUT /api/admin/questions/:source/:questionId/answer',
  'POST /api/admin/questions/meetings/:meetingId/answering',
  'GET /api/admin/live/questions/:source/:id',
  'GET /api/admin/reactions/meetings/:meetingId',
  'GET /api/admin/reactions/meetings/:meetingId/export',
  // The meeting's polls (docs/decisions/0061-polls.md, features/polls/polls.test.ts).
  'GET /api/admin/polls/meetings/:meetingId',
  'GET /api/admin/polls/meetings/:meetingId/export',
  'POST /api/admin/polls/meetings/:meetingId',
  'POST /api/admin/polls/:pollId/open',
  'POST /api/admin/polls/:pollId/close',
  'DELETE /api/admin/polls/:pollId',
];

describe('the application', () => {
  let t: TestApp;
  const routes: Array<{ key: string; access: RouteAccess | undefined }> = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('declares who may call every route, as the access table says', async () => {
    const probe = Fastify();
    probe.addHook('onRoute', (r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const m of methods)
        if (m !== 'HEAD') routes.push({ key: `${m} ${r.url}`, access: r.config?.access });
    });
    // Rebuild the route list through the same plugin the server uses.
    const { app } = await import('./app.ts');
    await probe.register(app, { config: t.config, db: t.db, dialect: 'sqlite', clock: t.clock });
    await probe.ready();
    await probe.close();
    // The back office's API is one rule rather than one line per route: everything under
    // /api/admin/ is staff-only (features/admin/admin-access.test.ts calls each one as every role),
    // but for the question routes a meeting's host may call for that meeting.
    const isAdmin = (key: string) => key.split(' ')[1]!.startsWith('/api/admin/');
    const live = Object.fromEntries(routes.filter((r) => !isAdmin(r.key)).map((r) => [r.key, r.access]));
    expect(live).toEqual(accessTable);
    const admin = routes.filter((r) => isAdmin(r.key));
    expect(admin.length).toBeGreaterThan(0);
    for (const route of admin)
      expect({ route: route.key, access: route.access }).toEqual({
        route: route.key,
        access: hostRoutes.includes(route.key) ? 'host' : 'staff',
      });
    // …and no staff-only or host route lives outside it.
    expect(routes.filter((r) => (r.access === 'staff' || r.access === 'host') && !isAdmin(r.key))).toEqual(
      [],
    );
  });

  it('proves each rung of the access check: member, coach and staff', async () => {
    // No route is coach- or staff-only yet, so probe routes stand in for them on the real pipeline.
    const probe = Fastify({ routerOptions: { maxParamLength: 200 } });
    const { app } = await import('./app.ts');
    await probe.register(app, { config: t.config, db: t.db, dialect: 'sqlite', clock: t.clock });
    for (const access of ['member', 'coach', 'staff'] as const)
      probe.get(`/api/probe/${access}`, { config: { access } }, async () => ({ ok: true }));
    await probe.ready();
    try {
      const expected = {
        member: { member: 200, coach: 403, staff: 403 },
        coach: { member: 200, coach: 200, staff: 403 },
        staff: { member: 200, coach: 200, staff: 200 },
      };
      for (const [role, answers] of Object.entries(expected)) {
        const { email } = await createMember(t.db, { role: role as keyof typeof expected });
        const person = new Browser(probe);
        expect((await person.signIn(email)).statusCode, email).toBe(303);
        for (const [access, status] of Object.entries(answers))
          expect(
            (await person.request({ url: `/api/probe/${access}` })).statusCode,
            `${email} ${access}`,
          ).toBe(status);
      }
      const visitor = new Browser(probe);
      for (const access of ['member', 'coach', 'staff'])
        expect((await visitor.request({ url: `/api/probe/${access}` })).statusCode).toBe(401);
    } finally {
      await probe.close();
    }
  });

  it('answers every route that is not public with 401 for a visitor', async () => {
    for (const [key, access] of Object.entries(accessTable)) {
      if (access === 'public') continue;
      const [method, pattern] = key.split(' ') as ['POST', string];
      const url = pattern.replace(/:[a-zA-Z]+/g, 'x');
      const visitor = new Browser(t.app);
      await visitor.request({ url: '/api/sanctum/csrf-cookie' });
      expect((await visitor.request({ method, url, payload: {} })).statusCode, key).toBe(401);
    }
  });

  it('reports health once the database answers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy', async () => {
    const csp = (await t.app.inject({ url: '/connect' })).headers['content-security-policy'] as string;
    for (const directive of [
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "script-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    // Only the portal itself may frame its pages (the back office's previews).
    expect((await t.app.inject({ url: '/connect' })).headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes an OpenAPI 3.1 document built from the request schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    const body =
      doc.paths['/api/users/allowNotificationsForum'].post.requestBody.content['application/json'].schema;
    expect(body.properties.allow.type).toBe('boolean');
    expect(doc.paths['/api/users/username'].get.responses['200']).toBeDefined();
  });

  it('answers an unknown API path with the error envelope', async () => {
    const res = await t.app.inject({ url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No encontramos lo que buscas.' });
  });
});

describe('logs', () => {
  it('never write passwords, cookies, tokens or invitation hashes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const config = loadConfig({ LOG_LEVEL: 'info' });
    const options = loggerOptions(config) as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.setNotFoundHandler((_req, reply) => reply.status(404).send());
    app.post('/x', async (request) => {
      request.log.info({ body: request.body }, 'received');
      return {};
    });
    await app.inject({
      method: 'POST',
      url: '/acceso-invitados/0123456789abcdef?token=secreto',
      headers: { cookie: 'foro_sid=sesion-secreta', 'x-xsrf-token': 'xsrf-secreto' },
    });
    await app.inject({
      method: 'POST',
      url: '/x',
      headers: { cookie: 'foro_sid=sesion-secreta' },
      payload: { password: 'demo1234', hash: 'abcdef0123', token: 'tok-secreto' },
    });
    await app.close();
    const all = lines.join('\n');
    for (const secret of [
      'sesion-secreta',
      'xsrf-secreto',
      '0123456789abcdef',
      'secreto',
      'demo1234',
      'abcdef0123',
      'tok-secreto',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('/acceso-invitados/[redacted]');
    expect(scrubUrl('/acceso-invitados/abc/def')).toBe('/acceso-invitados/[redacted]/def');
  });
});
