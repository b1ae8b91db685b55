import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase } from '../../db/database.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createCoach, createMember } from '../../test/factories.ts';
import { createHash } from 'node:crypto';
import {
  SIGN_IN_CHALLENGE_FAILED,
  SIGN_IN_CHALLENGE_PATH,
  SIGN_IN_CHALLENGE_REQUIRED,
} from '@foro/shared/session/sign-in-challenge';
import { sha256 } from '../../lib/ids.ts';
import { escapeHtml } from '../../lib/markup.ts';
import { BOT_CHECK_MAX_NUMBER } from '../botcheck/index.ts';
import {
  ACCOUNT_WINDOW_MS,
  CHALLENGE_AFTER_FAILURES,
  CHALLENGE_MAX_LEVEL,
  challengeLevel,
} from './sign-in-limits.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

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
    const { email } = await createMember(t.db);
    expect((await new Browser(t.app, '192.0.2.7').signIn(email)).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await new Browser(t.app, '192.0.2.7').signIn(email)).statusCode).toBe(303);
  });

  it('does not count successful sign-ins: a school’s shared address lets every teacher in', async () => {
    const { email } = await createMember(t.db);
    for (let i = 0; i < 15; i++) {
      const res = await new Browser(t.app, '192.0.2.8').signIn(email);
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(303);
    }
  });

  /** Asks the connect page's challenge for `email` and solves it as the page's workers do. */
  async function solvedFor(
    browser: Browser,
    email: string,
  ): Promise<{ token: string; maxnumber: number } | null> {
    const page = await browser.request({ url: '/connect' });
    const _token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const res = await browser.request({
      method: 'POST',
      url: SIGN_IN_CHALLENGE_PATH,
      headers: FORM,
      payload: new URLSearchParams({ email, _token }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const { challenge: c } = res.json<{ challenge: Challenge | null }>();
    if (!c) return null;
    for (let number = 0; number <= c.maxnumber; number++) {
      if (
        createHash('sha256')
          .update(c.salt + number)
          .digest('hex') !== c.challenge
      )
        continue;
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number,
        salt: c.salt,
        signature: c.signature,
      };
      return { token: Buffer.from(JSON.stringify(payload)).toString('base64'), maxnumber: c.maxnumber };
    }
    throw new Error('no solution');
  }
  const botcheck = () => t.app.services.botcheck;
  const failures = (account: string) =>
    t.db
      .selectFrom('sign_in_failures')
      .selectAll()
      .where('account', '=', sha256(account))
      .where('password_checked', '=', 1)
      .execute();

  it('never locks an account: after 10 failures from 10 addresses the member signs in with a solved challenge', async () => {
    t.clock.advance(ACCOUNT_WINDOW_MS * 2);
    // A member who has not completed the profile, and staff.
    const accounts = [
      await createMember(t.db, { updated_fields: 0 }),
      await createMember(t.db, { role: 'staff' }),
    ];
    for (const { email, password } of accounts) {
      for (let i = 0; i < 10; i++) {
        t.clock.advance(30_000);
        const browser = new Browser(t.app, `198.51.100.${i}`);
        // The attacker pays for each password tried from the fifth failure on (the work: next test).
        const level = challengeLevel(i);
        const paid: Record<string, string> = level
          ? { captchaToken: await botcheck().issueSignInTestToken(sha256(email), level) }
          : {};
        const res = await browser.signIn(email, `mala-${i}`, '/', paid);
        expect(res.statusCode).toBe(401);
        expect(alertOf(res.body)).toBe(BAD_CREDENTIALS);
      }
      expect(await failures(email)).toHaveLength(10);

      // Without a solved challenge the member is told why, in Spanish, and no password is compared.
      const bare = await new Browser(t.app, '203.0.113.1').signIn(email);
      expect(bare.statusCode).toBe(401);
      expect(alertOf(bare.body)).toBe(escapeHtml(SIGN_IN_CHALLENGE_REQUIRED));
      expect(bare.cookies.find((c) => c.name === 'foro_sid')).toBeUndefined();
      const forged = await new Browser(t.app, '203.0.113.1').signIn(email, password, '/', {
        captchaToken: await t.app.services.botcheck.issueTestToken(),
      });
      expect(alertOf(forged.body)).toBe(escapeHtml(SIGN_IN_CHALLENGE_FAILED));
      expect(await failures(email)).toHaveLength(10);

      // With one, the right password gets in at once (staff included) and the failures are forgiven.
      const member = new Browser(t.app, '203.0.113.2');
      const solved = await solvedFor(member, email);
      expect(solved?.maxnumber).toBe(BOT_CHECK_MAX_NUMBER * 2 ** (CHALLENGE_MAX_LEVEL - 1));
      const res = await member.signIn(email, password, '/', { captchaToken: solved!.token });
      expect(res.statusCode).toBe(303);
      expect(await solvedFor(new Browser(t.app), email)).toBeNull();
    }
  }, 120_000);

  it('asks for more work after each failure, up to a ceiling, and only counts failures whose password was compared', async () => {
    t.clock.advance(ACCOUNT_WINDOW_MS * 2);
    const email = `alguien-${Date.now()}@example.org`;
    const levels: number[] = [];
    for (let i = 0; i < 10; i++) {
      const browser = new Browser(t.app);
      const solved = await solvedFor(browser, email);
      levels.push(solved?.maxnumber ?? 0);
      await browser.signIn(email, 'mala', '/', solved ? { captchaToken: solved.token } : {});
    }
    const base = BOT_CHECK_MAX_NUMBER;
    expect(levels).toEqual([0, 0, 0, 0, 0, base, base * 2, base * 4, base * 8, base * 16]);
    // Tries without the work change nothing: the attacker cannot raise the member's price for free.
    for (let i = 0; i < 5; i++) await new Browser(t.app).signIn(email, 'mala');
    expect(await failures(email)).toHaveLength(10);
    // An easier challenge than the failures ask for is refused, before any password is compared.
    const easy = await t.app.services.botcheck.issueSignInTestToken(sha256(email), 1);
    const res = await new Browser(t.app).signIn(email, 'mala', '/', { captchaToken: easy });
    expect(alertOf(res.body)).toBe(escapeHtml(SIGN_IN_CHALLENGE_FAILED));
    // A solved challenge serves once, and only for its own address.
    const elsewhere = await botcheck().issueSignInTestToken(sha256('otra@example.org'), CHALLENGE_MAX_LEVEL);
    const foreign = await new Browser(t.app).signIn(email, 'mala', '/', { captchaToken: elsewhere });
    expect(alertOf(foreign.body)).toBe(escapeHtml(SIGN_IN_CHALLENGE_FAILED));
    const solved = await solvedFor(new Browser(t.app), email);
    const first = await new Browser(t.app).signIn(email, 'mala', '/', { captchaToken: solved!.token });
    expect(alertOf(first.body)).toBe(BAD_CREDENTIALS);
    const spent = await new Browser(t.app).signIn(email, 'mala', '/', { captchaToken: solved!.token });
    expect(alertOf(spent.body)).toBe(escapeHtml(SIGN_IN_CHALLENGE_FAILED));
    expect(await failures(email)).toHaveLength(11);
    // The work is forgotten with the failures.
    t.clock.advance(ACCOUNT_WINDOW_MS + 1);
    expect(await solvedFor(new Browser(t.app), email)).toBeNull();
  }, 120_000);

  it('keeps a challenge good while others fail: it is as hard as the failures before it was issued asked', async () => {
    t.clock.advance(ACCOUNT_WINDOW_MS * 2);
    const { email, password } = await createMember(t.db);
    for (let i = 0; i < CHALLENGE_AFTER_FAILURES; i++) await new Browser(t.app).signIn(email, 'mala');
    const member = new Browser(t.app);
    const solved = await solvedFor(member, email);
    expect(solved?.maxnumber).toBe(BOT_CHECK_MAX_NUMBER);
    // While the member's browser solves it, an attacker fails twice more.
    t.clock.advance(1_000);
    for (let i = 0; i < 2; i++) {
      const browser = new Browser(t.app);
      const paid = await solvedFor(browser, email);
      await browser.signIn(email, 'mala', '/', { captchaToken: paid!.token });
    }
    expect(await failures(email)).toHaveLength(CHALLENGE_AFTER_FAILURES + 2);
    expect((await member.signIn(email, password, '/', { captchaToken: solved!.token })).statusCode).toBe(303);
  }, 120_000);

  it('forgets an account’s failures once its owner signs in', async () => {
    const { email } = await createMember(t.db);
    t.clock.advance(ACCOUNT_WINDOW_MS * 2);
    for (let i = 0; i < CHALLENGE_AFTER_FAILURES - 1; i++) await new Browser(t.app).signIn(email, 'mala');
    expect((await new Browser(t.app).signIn(email)).statusCode).toBe(303);
    for (let i = 0; i < CHALLENGE_AFTER_FAILURES - 1; i++) await new Browser(t.app).signIn(email, 'mala');
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
      t.clock.advance(ACCOUNT_WINDOW_MS * 2);
      const { email, password } = await createCoach(t.db);
      for (let i = 0; i < CHALLENGE_AFTER_FAILURES; i++) {
        const app = i % 2 ? t.app : other;
        expect((await new Browser(app, '192.0.2.50').signIn(email, 'mala')).statusCode).toBe(401);
      }
      // Either process asks for the challenge; one issued by one process is accepted by the other.
      const bare = await new Browser(other, '192.0.2.51').signIn(email);
      expect(alertOf(bare.body)).toBe(escapeHtml(SIGN_IN_CHALLENGE_REQUIRED));
      const solved = await solvedFor(new Browser(t.app, '192.0.2.52'), email);
      const res = await new Browser(other, '192.0.2.52').signIn(email, password, '/', {
        captchaToken: solved!.token,
      });
      expect(res.statusCode).toBe(303);
      for (let i = 0; i < 5; i++) await new Browser(other, '192.0.2.50').signIn(`x${i}@example.org`, 'mala');
      // The address limit (10 a minute) holds on either process.
      const staff = await createMember(t.db, { role: 'staff' });
      expect((await new Browser(t.app, '192.0.2.50').signIn(staff.email)).statusCode).toBe(429);
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
