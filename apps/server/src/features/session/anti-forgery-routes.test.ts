import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type Browser, type TestApp } from '../../test/app.ts';
import { signedInMember, type Member } from '../../test/factories.ts';
import { routeTable, type RouteEntry } from '../../test/routes.ts';

/** `/api/x` spelled with its first letter percent-encoded: the router decodes it, the URL text not. */
const encodeFirstLetter = (url: string) => url.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);

describe.each(engines)('anti-forgery decided on the matched route, on %s', (engine) => {
  let t: TestApp;
  let writes: RouteEntry[];
  let memberUser: Member;
  let member: Browser;
  let other: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    writes = (await routeTable(t, engine)).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    ({ user: memberUser, browser: member } = await signedInMember(t));
    ({ browser: other } = await signedInMember(t));
  });
  afterAll(() => t.close());

  const setting = async () =>
    (
      await t.db
        .selectFrom('users')
        .select('notification_forum')
        .where('id', '=', memberUser.id)
        .executeTakeFirstOrThrow()
    ).notification_forum;

  it('has writes to check, and only the HTML forms use their own page token', () => {
    expect(writes.length).toBeGreaterThan(10);
    expect(
      writes
        .filter((r) => r.config.antiForgery === 'form')
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'POST /certificado/eje/:axisId',
      'POST /certificado/encuentro/:slug',
      'POST /connect',
      'POST /connect/challenge',
      'POST /connect/email-change',
      'POST /connect/new-password',
      'POST /connect/password-reset',
      'POST /connect/register',
      // One-click unsubscribe (RFC 8058): mail providers post without cookies; the signed token in
      // the address is the proof, and it changes only one member's preference of one kind.
      'POST /correo/baja/:token',
    ]);
  });

  it('answers 419 to every write without the header, with a wrong one or another session’s, however the path is spelled', async () => {
    const tokens: Array<string | undefined> = [undefined, 'forged', other.cookies.get('XSRF-TOKEN')];
    for (const route of writes) {
      const path = route.url.replace(/:[a-zA-Z]+/g, 'x');
      for (const url of [path, encodeFirstLetter(path)]) {
        for (const token of tokens) {
          const res = await member.request({
            method: route.method as 'POST',
            url,
            xsrf: false,
            headers: token ? { 'x-xsrf-token': token } : {},
            payload: route.config.antiForgery === 'form' ? undefined : { allow: true },
          });
          // The HTML forms first look for what they act on (an invitation, a link, a certificate the
          // member may have): an unknown one is refused before the token is read, and nothing is written.
          const refused =
            route.config.antiForgery === 'form' && route.url !== '/connect' ? [403, 404, 419, 422] : [419];
          expect(refused, `${route.method} ${url} token=${token}`).toContain(res.statusCode);
        }
      }
    }
    expect(await setting()).toBe(0);
  });

  it('is not fooled by a method override header or a text/plain body', async () => {
    const override = await member.request({
      method: 'POST',
      url: '/api/users/allowNotificationsForum',
      xsrf: false,
      headers: { 'x-http-method-override': 'GET', 'x-method-override': 'GET' },
      payload: { allow: true },
    });
    expect(override.statusCode).toBe(419);
    // A GET cannot be promoted to the write either.
    const promoted = await member.request({
      url: '/api/users/allowNotificationsForum',
      headers: { 'x-http-method-override': 'POST' },
    });
    expect(promoted.statusCode).toBe(404);
    const plain = await member.request({
      method: 'POST',
      url: '/%61pi/users/allowNotificationsForum',
      xsrf: false,
      headers: { 'content-type': 'text/plain' },
      payload: '{"allow":true}',
    });
    expect(plain.statusCode).toBe(419);
    expect(await setting()).toBe(0);
  });

  it('answers 419 to an absolute-form request target on a listening server', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const send = (token?: string) =>
        new Promise<number>((resolve, reject) => {
          const body = '{"allow":true}';
          // `path` is sent verbatim as the request target: "POST http://host/api/... HTTP/1.1".
          const req = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `http://127.0.0.1:${port}/api/users/allowNotificationsForum`,
            headers: {
              cookie: member.cookieHeader,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              ...(token ? { 'x-xsrf-token': token } : {}),
            },
          });
          req.on('response', (res) => {
            res.resume();
            resolve(res.statusCode!);
          });
          req.on('error', reject);
          req.end(body);
        });
      expect(await send()).toBe(419);
      expect(await setting()).toBe(0);
      // The same target with the token is the member's own write: it is the route that matched.
      expect(await send(member.cookies.get('XSRF-TOKEN'))).toBe(200);
      expect(await setting()).toBe(1);
    } finally {
      await t.app.close();
    }
  });
});
