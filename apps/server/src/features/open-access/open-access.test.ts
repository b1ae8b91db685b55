import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EMAIL, isValidEmail, openAccessSchema, REQUIRED } from '@foro/shared/open-access/schemas';
import { BOT_CHECK_FAILED } from '@foro/shared/botcheck/constants';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { OPEN_ACCESS_COOKIE, OPEN_ACCESS_TTL_MS } from './open-access.service.ts';

describe('the open-access e-mail rule (docs/product/contact.md#open-access-e-mail-rule)', () => {
  it('accepts a domain with a top-level domain of 2+ letters, or an IP literal', () => {
    for (const ok of [
      'ana@colegio.edu.co',
      'ana@[192.168.0.1]',
      'ana.maria+foro@colegio.cl',
      "o'higgins@liceo.cl",
      'ANA@COLEGIO.MX',
      'ana@[IPv6:2001:db8::1]',
    ]) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
  });

  it('refuses a domain without a proper top-level domain, a missing local part and other shapes', () => {
    for (const bad of [
      'ana@colegio',
      'ana@colegio.c',
      '@x.co',
      'ana',
      'ana@',
      'ana@@colegio.co',
      'ana@colegio.co1',
      'ana..maria@colegio.co',
      '.ana@colegio.co',
      'ana maria@colegio.co',
      'ana@-colegio.co',
      'ana@[192.168.0.256]',
      'ana@192.168.0.1',
      'ana@[IPv6:zz::1]',
      `${'a'.repeat(65)}@colegio.co`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('gives each field its own message', () => {
    const errors = (input: Record<string, unknown>) => {
      const r = openAccessSchema.safeParse(input);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    expect(errors({})).toEqual({ email: REQUIRED, country: REQUIRED });
    expect(errors({ email: '  ', country: '' })).toEqual({ email: REQUIRED, country: REQUIRED });
    expect(errors({ email: 'ana@colegio', country: 'peru' })).toEqual({ email: INVALID_EMAIL });
    expect(errors({ email: 'ana@colegio.pe', country: '-1' })).toEqual({ country: REQUIRED });
    expect(errors({ email: 'ana@colegio.pe', country: 'spain' })).toEqual({ country: REQUIRED });
    expect(errors({ email: ' ana@colegio.pe ', country: 'costa rica' })).toEqual({});
  });
});

describe.each(engines)('open access on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const token = () => t.app.services.botcheck.issueTestToken();
  const leads = () => t.db.selectFrom('open_access_leads').selectAll().orderBy('email').execute();

  /** A visitor's browser, with the anti-forgery cookie every POST needs. */
  async function visitor(): Promise<Browser> {
    const b = new Browser(t.app);
    await b.request({ url: '/api/sanctum/csrf-cookie' });
    return b;
  }
  const submit = (b: Browser, payload: Record<string, unknown>) =>
    b.request({ method: 'POST', url: '/api/free-access', payload });

  it('stores a valid visitor as one lead and sets an HttpOnly, SameSite=Lax cookie for 30 days', async () => {
    const b = await visitor();
    const res = await submit(b, {
      email: ' Ana@Colegio.edu.CO ',
      country: 'colombia',
      captchaToken: await token(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    const cookie = res.cookies.find((c) => c.name === OPEN_ACCESS_COOKIE)!;
    expect(cookie).toBeDefined();
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBe(OPEN_ACCESS_TTL_MS / 1000);
    expect(cookie.path).toBe('/api/free-access');
    const rows = (await leads()).filter((l) => l.email === 'ana@colegio.edu.co');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      country: 'colombia',
      created_at: t.clock.now().toISOString(),
      last_seen_at: t.clock.now().toISOString(),
    });
  });

  it('keeps one lead per e-mail: a second submit refreshes its country and last visit', async () => {
    const email = 'repite@colegio.pe';
    const first = await submit(await visitor(), { email, country: 'peru', captchaToken: await token() });
    expect(first.statusCode).toBe(200);
    const created = t.clock.now().toISOString();
    t.clock.advance(60_000);
    const again = await submit(await visitor(), {
      email: 'REPITE@colegio.pe',
      country: 'bolivia',
      captchaToken: await token(),
    });
    expect(again.statusCode).toBe(200);
    const rows = (await leads()).filter((l) => l.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      country: 'bolivia',
      created_at: created,
      last_seen_at: t.clock.now().toISOString(),
    });
  });

  it('answers a malformed e-mail and a missing country with their own messages, storing nothing', async () => {
    const before = (await leads()).length;
    const bad = await submit(await visitor(), {
      email: 'ana@colegio',
      country: 'mexico',
      captchaToken: await token(),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: INVALID_EMAIL });

    const noCountry = await submit(await visitor(), {
      email: 'ana@colegio.mx',
      country: '',
      captchaToken: await token(),
    });
    expect(noCountry.statusCode).toBe(422);
    expect(noCountry.json().errors).toEqual({ country: REQUIRED });

    const empty = await submit(await visitor(), { captchaToken: await token() });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: REQUIRED, country: REQUIRED });
    expect(empty.cookies.find((c) => c.name === OPEN_ACCESS_COOKIE)).toBeUndefined();
    expect(await leads()).toHaveLength(before);
  });

  it('refuses a missing, garbage, expired or replayed bot-check token, storing nothing', async () => {
    const before = (await leads()).length;
    const form = { email: 'bot@colegio.uy', country: 'uruguay' };
    const refused = async (payload: Record<string, unknown>) => {
      const res = await submit(await visitor(), payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ captchaToken: BOT_CHECK_FAILED });
      expect(res.cookies.find((c) => c.name === OPEN_ACCESS_COOKIE)).toBeUndefined();
    };
    await refused(form);
    await refused({ ...form, captchaToken: 'no-es-un-token' });
    await refused({ ...form, captchaToken: Buffer.from('{"algorithm":"SHA-256"}').toString('base64') });
    await refused({ ...form, captchaToken: 12345 });

    const stale = await token();
    t.clock.advance(11 * 60_000);
    await refused({ ...form, captchaToken: stale });

    const used = await token();
    const ok = await submit(await visitor(), {
      email: 'una-vez@colegio.uy',
      country: 'uruguay',
      captchaToken: used,
    });
    expect(ok.statusCode).toBe(200);
    await refused({ ...form, captchaToken: used });
    const emails = (await leads()).map((l) => l.email);
    expect(emails).not.toContain('bot@colegio.uy');
    expect(emails).toHaveLength(before + 1);
  });

  it('requires the anti-forgery header like every POST', async () => {
    const b = await visitor();
    const res = await b.request({
      method: 'POST',
      url: '/api/free-access',
      payload: { email: 'csrf@colegio.co', country: 'colombia', captchaToken: await token() },
      xsrf: false,
    });
    expect(res.statusCode).toBe(419);
  });

  it('gives the live data only to a browser that sent the form', async () => {
    const b = await visitor();
    const before = await b.request({ url: '/api/free-access/live' });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('FORBIDDEN');
    expect(before.body).not.toContain('.mp4');

    await submit(b, { email: 'live@colegio.cr', country: 'costa rica', captchaToken: await token() });
    const res = await b.request({ url: '/api/free-access/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      title: 'El vínculo que enseña: relaciones que transforman el aprendizaje',
      intro: expect.stringContaining('clase magistral'),
      video: '/media/demo/encuentro-loop.mp4',
      chat: '',
      bg_desk: '/media/demo/encuentro-5-desktop.svg',
      bg_tablet: '/media/demo/encuentro-5-tablet.svg',
      bg_mobile: '/media/demo/encuentro-5-mobile.svg',
      starts_at: expect.any(String),
      date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      hour_formated: expect.stringMatching(/^\d{2}:\d{2}$/),
      time_zone: 'GMT-5',
      schedule: expect.arrayContaining([expect.objectContaining({ country: 'Argentina' })]),
      phase: expect.stringMatching(/^(before|live|after)$/),
    });
  });

  it('tells anyone when the published masterclass takes place, in Bogotá and in each country', async () => {
    const store = t.db;
    const saved = await store.selectFrom('open_masterclass').selectAll().executeTakeFirstOrThrow();
    const set = (values: { starts_at?: string; published_at?: string | null }) =>
      store.updateTable('open_masterclass').set(values).where('id', '=', saved.id).execute();
    const anyone = new Browser(t.app);
    try {
      await set({ starts_at: '2026-06-18T23:00:00.000Z' });
      const res = await anyone.request({ url: '/api/free-access/masterclass' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        title: saved.title,
        starts_at: '2026-06-18T23:00:00.000Z',
        date: '18/06/2026',
        hour_formated: '18:00',
        time_zone: 'GMT-5',
      });
      expect(body.schedule).toContainEqual(
        expect.objectContaining({ country: 'España', date: '19/06/2026', hour: '01:00' }),
      );
      expect(body).not.toHaveProperty('video');
      await set({ published_at: null });
      expect((await anyone.request({ url: '/api/free-access/masterclass' })).statusCode).toBe(404);
    } finally {
      await set({ starts_at: saved.starts_at, published_at: saved.published_at });
    }
  });

  it('keeps the video and chat back until the masterclass opens, and serves only web addresses', async () => {
    const b = await visitor();
    await submit(b, { email: 'antes@colegio.gt', country: 'guatemala', captchaToken: await token() });
    // The open masterclass is its own item (docs/product/contact.md#open-masterclass).
    const store = t.db;
    const saved = await store.selectFrom('open_masterclass').selectAll().executeTakeFirstOrThrow();
    const update = (values: { starts_at: string; video: string; chat: string }) =>
      store.updateTable('open_masterclass').set(values).where('id', '=', saved.id).execute();
    try {
      await update({
        starts_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        video: saved.video,
        chat: 'https://chat.example.org/sala',
      });
      const early = (await b.request({ url: '/api/free-access/live' })).json();
      expect(early).toMatchObject({ video: '', chat: '' });
      expect(early.title).not.toBe('');

      // Live (the chat is for the live hour only).
      await update({
        starts_at: new Date(t.clock.now().getTime() - 10 * 60_000).toISOString(),
        video: 'javascript:alert(1)',
        chat: 'https://chat.example.org/sala',
      });
      const open = (await b.request({ url: '/api/free-access/live' })).json();
      expect(open).toMatchObject({ video: '', chat: 'https://chat.example.org/sala' });
    } finally {
      await update({ starts_at: saved.starts_at, video: saved.video, chat: saved.chat });
    }
  });

  it('refuses a forged, tampered or expired cookie', async () => {
    const b = await visitor();
    await submit(b, { email: 'cookie@colegio.ec', country: 'ecuador', captchaToken: await token() });
    const good = b.cookies.get(OPEN_ACCESS_COOKIE)!;
    const [v, id, exp, sig] = good.split('.');
    const live = (cookie: string) =>
      t.app.inject({ url: '/api/free-access/live', headers: { cookie: `${OPEN_ACCESS_COOKIE}=${cookie}` } });
    expect((await live(good)).statusCode).toBe(200);
    expect((await live(`${v}.${id}.${Number(exp) + 86_400}.${sig}`)).statusCode).toBe(403);
    expect((await live(`${v}.00000000-0000-4000-8000-000000000000.${exp}.${sig}`)).statusCode).toBe(403);
    expect((await live('v1.x.y.z')).statusCode).toBe(403);
    t.clock.advance(OPEN_ACCESS_TTL_MS + 1000);
    expect((await live(good)).statusCode).toBe(403);
  });
});
