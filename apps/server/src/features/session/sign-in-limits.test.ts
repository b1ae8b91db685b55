import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { ACCOUNT_LOCK_MS } from './sign-in-limits.ts';

const BAD_CREDENTIALS = 'El correo electrónico o la contraseña no son correctos.';
const alertOf = (body: string) => /role="alert">([^<]+)</.exec(body)?.[1];

describe.each(engines)('sign-in limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers 429 with the connect page once an address has SIGNIN_RATE_LIMIT failures in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A different account each time: only the address limit can apply.
      const res = await new Browser(t.app, '192.0.2.7').signIn(`nadie${i}@example.org`, 'mala');
      statuses.push(res.statusCode);
      if (i === 11) {
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['retry-after']).toBe('60');
        expect(alertOf(res.body)).toBe('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Even the right password waits: the address is throttled, whatever the account.
    expect((await new Browser(t.app, '192.0.2.7').signIn('docente@example.org')).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await new Browser(t.app, '192.0.2.7').signIn('docente@example.org')).statusCode).toBe(303);
  });

  it('does not count successful sign-ins: a school’s shared address lets every teacher in', async () => {
    for (let i = 0; i < 15; i++) {
      const res = await new Browser(t.app, '192.0.2.8').signIn('completo@example.org');
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(303);
    }
  });

  it('locks an account after 10 failures in 15 minutes, from any addresses, with the wrong-password answer', async () => {
    const email = 'nuevo@example.org';
    for (let i = 0; i < 10; i++) {
      t.clock.advance(60_000);
      const res = await new Browser(t.app, `198.51.100.${i}`).signIn(email, `mala-${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await new Browser(t.app, '203.0.113.1').signIn(email);
    expect(locked.statusCode).toBe(401);
    expect(alertOf(locked.body)).toBe(BAD_CREDENTIALS);
    expect(locked.cookies.find((c) => c.name === 'foro_sid')).toBeUndefined();
    // Other accounts are not affected.
    expect((await new Browser(t.app, '203.0.113.1').signIn('docente@example.org')).statusCode).toBe(303);

    // 15 minutes from the 10th failure, not from the first; tries during the lock do not extend it.
    t.clock.advance(ACCOUNT_LOCK_MS - 2_000);
    expect((await new Browser(t.app, '203.0.113.2').signIn(email)).statusCode).toBe(401);
    t.clock.advance(2_000);
    expect((await new Browser(t.app, '203.0.113.3').signIn(email)).statusCode).toBe(303);
  });

  it('forgets an account’s failures once its owner signs in', async () => {
    const email = 'docente@example.org';
    t.clock.advance(ACCOUNT_LOCK_MS * 2);
    for (let i = 0; i < 9; i++) await new Browser(t.app).signIn(email, 'mala');
    expect((await new Browser(t.app).signIn(email)).statusCode).toBe(303);
    expect((await new Browser(t.app).signIn(email, 'mala')).statusCode).toBe(401);
    expect((await new Browser(t.app).signIn(email)).statusCode).toBe(303);
  });

  it('shares the limits between server processes through the database', async () => {
    // A second server on the same database (its own connections on PostgreSQL).
    const second =
      engine === 'postgres'
        ? createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:' })
        : null;
    const other = await buildApp({
      config: t.config,
      db: second?.db ?? t.db,
      dialect: engine,
      clock: t.clock,
    });
    try {
      t.clock.advance(ACCOUNT_LOCK_MS * 2);
      const email = 'coach@example.org';
      for (let i = 0; i < 10; i++) {
        const app = i % 2 ? t.app : other;
        expect((await new Browser(app, '192.0.2.50').signIn(email, 'mala')).statusCode).toBe(401);
      }
      // The address limit (10 a minute) and the account lock both hold on either process.
      expect((await new Browser(other, '192.0.2.50').signIn('admin@example.org')).statusCode).toBe(429);
      expect((await new Browser(t.app, '192.0.2.51').signIn(email)).statusCode).toBe(401);
      expect((await new Browser(other, '192.0.2.52').signIn(email)).statusCode).toBe(401);
    } finally {
      await other.close();
      await second?.db.destroy();
    }
  });

  it('keeps no typed e-mail and purges failures too old to count', async () => {
    await new Browser(t.app, '192.0.2.60').signIn('Alguien.Desconocido@example.org', 'mala');
    const rows = await t.db.selectFrom('sign_in_failures').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/@example\.org/i);
    t.clock.advance(30 * 60_000 + 1);
    await t.app.services.session.purgeExpired();
    expect(await t.db.selectFrom('sign_in_failures').selectAll().execute()).toEqual([]);
  });
});
