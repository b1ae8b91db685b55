import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

/** docs/product/contact.md#open-masterclass */
describe.each(engines)('the open masterclass in the back office, on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  let guest: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    // A visitor who sent the open-access form.
    guest = new Browser(t.app);
    await guest.request({ url: '/api/sanctum/csrf-cookie' });
    const sent = await guest.request({
      method: 'POST',
      url: '/api/free-access',
      payload: {
        email: 'abierta@colegio.edu.co',
        country: 'colombia',
        captchaToken: await t.app.services.botcheck.issueTestToken(),
      },
    });
    expect(sent.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const load = async () => (await staff.request({ url: '/api/admin/open-masterclass' })).json().masterclass;
  const fieldsOf = (m: Record<string, unknown>) => {
    const { revision: _r, published: _p, updatedAt: _u, ...fields } = m;
    return fields;
  };
  const live = () => guest.request({ url: '/api/free-access/live' });

  it('starts from what the live page showed so far: the main route masterclass, published', async () => {
    const m = await load();
    expect(m).toMatchObject({ published: true, revision: 1 });
    expect((await live()).json().title).toBe(m.title);
  });

  it('saves title, start, embeds and backgrounds, and the live page shows them at once', async () => {
    const m = await load();
    const startsAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/open-masterclass',
      payload: {
        ...fieldsOf(m),
        title: 'Masterclass abierta de prueba',
        startsAt,
        video: 'https://player.vimeo.com/video/1',
        chat: '',
        revision: m.revision,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().masterclass).toMatchObject({ revision: m.revision + 1, startsAt });
    const before = (await live()).json();
    expect(before).toMatchObject({ title: 'Masterclass abierta de prueba', video: '' });
    t.clock.advance(86_400_000);
    expect((await live()).json().video).toBe('https://player.vimeo.com/video/1');
    const entries = (
      await staff.request({ url: '/api/admin/audit?itemType=open-masterclass&itemId=open-masterclass' })
    ).json().entries;
    expect(entries[0]).toMatchObject({ action: 'update', actor: { email: 'admin@example.org' } });
    expect(entries[0].changes.title.after).toBe('Masterclass abierta de prueba');
  });

  it('refuses an embed outside the allowed hosts and a bad start, saving nothing', async () => {
    const m = await load();
    const bad = await staff.request({
      method: 'PUT',
      url: '/api/admin/open-masterclass',
      payload: { ...fieldsOf(m), video: 'https://evil.example.org/player', revision: m.revision },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.video).toMatch(/permitido/);
    const noDate = await staff.request({
      method: 'PUT',
      url: '/api/admin/open-masterclass',
      payload: { ...fieldsOf(m), startsAt: '31/02/2026', revision: m.revision },
    });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.startsAt).toBe('Indica una fecha y hora válidas.');
    expect(await load()).toEqual(m);
  });

  it('refuses a stale copy with 409', async () => {
    const m = await load();
    const stale = await staff.request({
      method: 'PUT',
      url: '/api/admin/open-masterclass',
      payload: { ...fieldsOf(m), title: 'Otra', revision: m.revision - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict).toMatchObject({ revision: m.revision, changes: { title: m.title } });
  });

  it('withdraws it from visitors and publishes it again', async () => {
    const m = await load();
    const off = await staff.request({
      method: 'POST',
      url: '/api/admin/open-masterclass/unpublish',
      payload: { revision: m.revision },
    });
    expect(off.json().masterclass.published).toBe(false);
    expect((await live()).statusCode).toBe(404);
    const on = await staff.request({
      method: 'POST',
      url: '/api/admin/open-masterclass/publish',
      payload: { revision: m.revision + 1 },
    });
    expect(on.json().masterclass.published).toBe(true);
    expect((await live()).statusCode).toBe(200);
  });
});
