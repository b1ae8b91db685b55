import { solveChallenge } from 'altcha-lib/v1';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOT_CHECK_FAILED } from '@foro/shared/botcheck/constants';
import { errorHandler } from '../../plugins/error-handler.ts';
import { createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createBotCheckRepository } from './botcheck.repository.ts';
import { BOT_CHECK_MAX_NUMBER, BOT_CHECK_TTL_MS, createBotCheckService } from './botcheck.service.ts';
import { requireBotToken } from './require-bot-token.ts';

interface ChallengeJson {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));

/** Fetches a challenge and solves it with altcha-lib, building the token the way the widget does. */
async function solve(app: FastifyInstance): Promise<string> {
  const c = (await app.inject({ url: '/api/altcha/challenge' })).json<ChallengeJson>();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('no solution found');
  return encode({
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
    took: solution.took,
  });
}

describe.each(engines)('the bot check on %s', (engine) => {
  let t: TestApp;
  const verify = (token: string, action?: string) => t.app.services.botcheck.verifyBotToken(token, action);
  const usedRows = () => t.db.selectFrom('botcheck_used').selectAll().execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('hands out a fresh, signed, uncached challenge in the format the widget reads', async () => {
    const res = await t.app.inject({ url: '/api/altcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json<ChallengeJson>();
    expect(Object.keys(c).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(c.algorithm).toBe('SHA-256');
    expect(c.maxnumber).toBe(BOT_CHECK_MAX_NUMBER);
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = (TEST_NOW.getTime() + BOT_CHECK_TTL_MS) / 1000;
    // Expiry and action travel inside the salt, so the signature covers them.
    expect(c.salt).toMatch(/^[0-9a-f]{24}\?.+&$/);
    const params = new URLSearchParams(c.salt.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({ expires: String(expires), action: 'submit' });
    const again = (await t.app.inject({ url: '/api/altcha/challenge' })).json<ChallengeJson>();
    expect(again.salt).not.toBe(c.salt);
  });

  it('accepts a solved challenge once and refuses it the second time', async () => {
    const token = await solve(t.app);
    expect(await verify(token)).toBe(true);
    expect(await verify(token)).toBe(false);
    // Changing what the signature does not cover (the solving time) is the same token.
    expect(await verify(encode({ ...decode(token), took: 1 }))).toBe(false);
  });

  it('lets exactly one of several simultaneous uses win, also across server processes', async () => {
    const token = await t.app.services.botcheck.issueTestToken();
    // A second service on the same database stands for another server process.
    const other = createBotCheckService({
      repo: createBotCheckRepository(t.db),
      clock: t.clock,
      secret: t.config.sessionSecret,
    });
    const results = await Promise.all([
      verify(token),
      other.verifyBotToken(token),
      verify(token),
      other.verifyBotToken(token),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses tampered tokens', async () => {
    const payload = decode(await t.app.services.botcheck.issueTestToken());
    const later = (TEST_NOW.getTime() + 24 * 3600_000) / 1000;
    const tampered = [
      { ...payload, number: payload.number + 1 },
      { ...payload, salt: payload.salt.replace(/expires=\d+/, `expires=${later}`) },
      { ...payload, salt: payload.salt.replace('action=submit', 'action=other') },
      { ...payload, signature: payload.signature.replace(/^./, (ch: string) => (ch === '0' ? '1' : '0')) },
      { ...payload, challenge: payload.challenge.replace(/^./, (ch: string) => (ch === '0' ? '1' : '0')) },
      { ...payload, algorithm: 'SHA-1' },
    ];
    for (const p of tampered) expect(await verify(encode(p)), JSON.stringify(p)).toBe(false);
    // The untouched token was never spent by the attempts above.
    expect(await verify(encode(payload))).toBe(true);
  });

  it('refuses a token signed with another secret, or meant for another action', async () => {
    const stranger = createBotCheckService({
      repo: createBotCheckRepository(t.db),
      clock: t.clock,
      secret: 'another-server-secret-0123456789abcdef',
    });
    expect(await verify(await stranger.issueTestToken())).toBe(false);
    const token = await t.app.services.botcheck.issueTestToken('submit');
    expect(await verify(token, 'login')).toBe(false);
    expect(await verify(token, 'submit')).toBe(true);
  });

  it('refuses a token once its challenge has expired, by the injected clock', async () => {
    const fresh = await t.app.services.botcheck.issueTestToken();
    const stale = await t.app.services.botcheck.issueTestToken();
    t.clock.advance(BOT_CHECK_TTL_MS - 1000);
    expect(await verify(fresh)).toBe(true);
    t.clock.advance(1000);
    expect(await verify(stale)).toBe(false);
  });

  it('refuses garbage without throwing', async () => {
    const garbage: unknown[] = [
      '',
      'no es base64 ¡!',
      '%%%',
      Buffer.from('no es JSON').toString('base64'),
      encode(null),
      encode([]),
      encode({}),
      encode('texto'),
      encode({ challenge: null, solution: null, test: true }),
      encode({ algorithm: 'SHA-256', challenge: 'x', number: 'y', salt: 1, signature: [] }),
      'A'.repeat(100_000),
      null,
      undefined,
      42,
      { algorithm: 'SHA-256' },
    ];
    for (const g of garbage) await expect(verify(g as string)).resolves.toBe(false);
  });

  it('purges spent tokens once they have expired', async () => {
    const token = await t.app.services.botcheck.issueTestToken();
    const { challenge } = decode(token);
    expect(await verify(token)).toBe(true);
    expect((await usedRows()).map((r) => r.challenge)).toContain(challenge);
    t.clock.advance(BOT_CHECK_TTL_MS + 6 * 60_000);
    expect(await verify(await t.app.services.botcheck.issueTestToken())).toBe(true);
    const rows = await usedRows();
    expect(rows.map((r) => r.challenge)).not.toContain(challenge);
    expect(rows.length).toBeGreaterThan(0);
  });

  describe('requireBotToken', () => {
    let probe: FastifyInstance;
    beforeAll(async () => {
      // A protected form in miniature: the helper inside a handler, behind the real error handler.
      probe = Fastify();
      probe.decorate('services', t.app.services);
      await probe.register(errorHandler);
      probe.post('/probe', async (request) => {
        const body = request.body as { captchaToken?: string; token?: string };
        await requireBotToken(probe, body.captchaToken);
        if (body.token !== undefined) await requireBotToken(probe, body.token, 'token');
        return { ok: true };
      });
      await probe.ready();
    });
    afterAll(() => probe.close());

    const post = (payload: object) => probe.inject({ method: 'POST', url: '/probe', payload });

    it('lets a valid token through once, then answers 422 on the field in Spanish', async () => {
      const token = await t.app.services.botcheck.issueTestToken();
      expect((await post({ captchaToken: token })).json()).toEqual({ ok: true });
      const again = await post({ captchaToken: token });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        code: 'VALIDATION',
        message: 'Revisa los campos marcados.',
        errors: { captchaToken: BOT_CHECK_FAILED },
      });
    });

    it('answers 422, never 500, for a missing or garbage token, on the field asked for', async () => {
      for (const captchaToken of [undefined, '', 'basura', Buffer.from('{"a":').toString('base64')]) {
        const res = await post({ captchaToken });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ captchaToken: 'Completa la verificación de seguridad' });
      }
      const other = await post({ captchaToken: await t.app.services.botcheck.issueTestToken(), token: 'x' });
      expect(other.statusCode).toBe(422);
      expect(other.json().errors).toEqual({ token: BOT_CHECK_FAILED });
    });
  });
});
