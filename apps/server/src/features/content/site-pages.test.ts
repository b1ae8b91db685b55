import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { signedInMember, type Member } from '../../test/factories.ts';
import { Migrator } from 'kysely';
import { CONSENT_ANSWERED_COOKIE, MEMBER_COOKIE } from '@foro/shared/routes/wake';
import { XSRF_COOKIE } from '@foro/shared/session/schemas';
import { migrateToLatest } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations/index.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';

/** The migration before the cookie policy named its cookies. */
const BEFORE_NAMED_COOKIES = '2026-12-05-067-coaches-by-member';

/** docs/product/content.md#legal-pages, #homes-main-texts, #pages-staff-edit; docs/decisions/0085 */
describe.each(engines)('legal pages and the homes’ main texts in the back office, on %s', (engine) => {
  let t: TestApp;
  let staffUser: Member;
  let staff: Browser;
  let member: Browser;
  let coach: Browser;
  let visitor: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
    ({ browser: member } = await signedInMember(t));
    ({ browser: coach } = await signedInMember(t, { role: 'coach' }));
    visitor = new Browser(t.app);
    // A visitor with the anti-forgery cookie, so a refused write is refused for who sends it.
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
  });
  afterAll(() => t.close());

  const auditOf = async (id: string) =>
    (await staff.request({ url: `/api/admin/audit?itemType=page&itemId=${id}` })).json().entries as Array<{
      action: string;
      actor: { email: string };
      item: { label: string };
      changes: Record<string, { before: unknown; after: unknown }>;
    }>;

  it('serves the four legal pages with the texts the web app carried, dated by their text', async () => {
    for (const [key, title, anchor] of [
      ['cookies-policy', 'Política de cookies', 'que-son'],
      ['privacy-policy', 'Política de privacidad', null],
      ['terms-of-use', 'Condiciones de uso', 'ley-aplicable'],
      ['social-media-policy', 'Política de redes sociales', null],
    ] as const) {
      const answer = await visitor.request({ url: `/api/pages/${key}` });
      expect(answer.statusCode).toBe(200);
      const page = answer.json();
      expect(page.content.title).toContain(title.split(' ')[0]);
      expect(page.content.sections.length).toBeGreaterThan(3);
      expect(page.content.sections[0].html).toMatch(/^<(p|ul)>/);
      // The cookie policy's text changed when it named its cookies (migration 070).
      expect(page.updatedAt.slice(0, 10)).toBe(key === 'cookies-policy' ? '2026-11-29' : '2026-03-01');
      if (anchor) expect(page.content.sections.map((s: { id: string }) => s.id)).toContain(anchor);
    }
    const home = (await visitor.request({ url: '/api/pages/home-2021' })).json().content;
    expect(home).toEqual({
      title: 'Foro de Educadores 2021',
      intro: expect.stringContaining('Un encuentro al mes con expertos de Iberoamérica'),
    });
  });

  it('saves a legal page cleaned by the one sanitizer: visitors read it at once, dated today, audited', async () => {
    const loaded = (await staff.request({ url: '/api/admin/pages/terms-of-use' })).json();
    const sections = [...loaded.content.sections];
    const last = sections.findIndex((s: { id: string }) => s.id === 'ley-aplicable');
    sections[last] = {
      ...sections[last],
      html: '<p onclick="x()">Rige la ley <strong>vigente</strong>.<script>alert(1)</script></p>',
    };
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/terms-of-use',
      payload: { revision: loaded.revision, content: { ...loaded.content, sections } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().revision).toBe(loaded.revision + 1);

    const page = (await visitor.request({ url: '/api/pages/terms-of-use' })).json();
    const section = page.content.sections.find((s: { id: string }) => s.id === 'ley-aplicable');
    expect(section.html).toBe('<p>Rige la ley <strong>vigente</strong>.</p>');
    expect(page.updatedAt).toBe(TEST_NOW.toISOString());

    const entries = await auditOf('terms-of-use');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      actor: { email: staffUser.email },
      item: { label: 'Condiciones de uso' },
    });
    expect(entries[0]!.changes['content.sections']).toBeDefined();

    // A second save from the copy loaded before: 409, nothing lost.
    const stale = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/terms-of-use',
      payload: { revision: loaded.revision, content: { ...loaded.content, title: 'Otro título' } },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses bad input with Spanish field errors (422)', async () => {
    const loaded = (await staff.request({ url: '/api/admin/pages/cookies-policy' })).json();
    const put = (content: unknown) =>
      staff.request({
        method: 'PUT',
        url: '/api/admin/pages/cookies-policy',
        payload: { revision: loaded.revision, content },
      });
    const noTitle = await put({ ...loaded.content, title: ' ' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors['content.title']).toBe('Escribe el título.');

    const twice = [...loaded.content.sections];
    twice[1] = { ...twice[1], id: twice[0].id };
    const duplicate = await put({ ...loaded.content, sections: twice });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors['content.sections.1.id']).toBe('Otra sección ya usa este ancla.');

    const badAnchor = [...loaded.content.sections];
    badAnchor[0] = { ...badAnchor[0], id: 'Qué son' };
    expect(
      (await put({ ...loaded.content, sections: badAnchor })).json().errors['content.sections.0.id'],
    ).toMatch(/minúsculas/);

    const emptied = [...loaded.content.sections];
    emptied[2] = { ...emptied[2], html: '<script>alert(1)</script>' };
    const empty = await put({ ...loaded.content, sections: emptied });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ 'content.sections.2.html': 'Escribe el texto de la sección.' });

    const none = await put({ ...loaded.content, sections: [] });
    expect(none.json().errors['content.sections']).toBe('La página necesita al menos una sección.');

    const home = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/home-2022',
      payload: { revision: 1, content: { title: '', intro: 'x'.repeat(601) } },
    });
    expect(home.statusCode).toBe(422);
    expect(home.json().errors).toMatchObject({
      'content.title': 'Escribe el titular.',
      'content.intro': 'No puede tener más de 600 caracteres.',
    });
    // Nothing refused reached the page or the audit log.
    expect((await visitor.request({ url: '/api/pages/cookies-policy' })).json().content).toEqual(
      loaded.content,
    );
    expect(await auditOf('cookies-policy')).toHaveLength(0);
  });

  it('edits a home’s main text as plain text: visitors read it at once, audited', async () => {
    const loaded = (await staff.request({ url: '/api/admin/pages/home-2022' })).json();
    const intro = 'Rutas con expertos <b>y</b> colegas.';
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/home-2022',
      payload: { revision: loaded.revision, content: { title: 'Foro 2022', intro } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await visitor.request({ url: '/api/pages/home-2022' })).json().content).toEqual({
      title: 'Foro 2022',
      intro,
    });
    const entries = await auditOf('home-2022');
    expect(entries[0]!.changes['content.title']).toEqual({
      before: 'Foro de Educadores 2022',
      after: 'Foro 2022',
    });
  });

  it('lets only staff read or save a page in the back office', async () => {
    for (const key of ['privacy-policy', 'home-2021']) {
      const loaded = (await staff.request({ url: `/api/admin/pages/${key}` })).json();
      for (const [who, status] of [
        [visitor, 401],
        [member, 403],
        [coach, 403],
      ] as const) {
        expect((await who.request({ url: `/api/admin/pages/${key}` })).statusCode).toBe(status);
        const put = await who.request({
          method: 'PUT',
          url: `/api/admin/pages/${key}`,
          payload: { revision: loaded.revision, content: loaded.content },
        });
        expect(put.statusCode).toBe(status);
      }
      expect((await staff.request({ url: `/api/admin/pages/${key}` })).json().revision).toBe(loaded.revision);
      expect(await auditOf(key)).toHaveLength(0);
    }
  });
  it('names in the cookie policy every cookie the portal sets, and leaves a policy staff edited as it is', async () => {
    const necessary = async () =>
      (await visitor.request({ url: '/api/pages/cookies-policy' }))
        .json()
        .content.sections.find((s: { id: string }) => s.id === 'necesarias').html as string;
    for (const name of [SESSION_COOKIE, XSRF_COOKIE, MEMBER_COOKIE, CONSENT_ANSWERED_COOKIE]) {
      expect(await necessary()).toContain(name);
    }
    // Back before migration 070, staff edit the section, and the migration runs again: their text stays.
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo(BEFORE_NAMED_COOKIES)).error).toBeUndefined();
    expect(await necessary()).not.toContain(MEMBER_COOKIE);
    const loaded = (await staff.request({ url: '/api/admin/pages/cookies-policy' })).json();
    const sections = loaded.content.sections.map((s: { id: string; html: string }) =>
      s.id === 'necesarias' ? { ...s, html: '<p>Texto propio del equipo.</p>' } : s,
    );
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/cookies-policy',
      payload: { revision: loaded.revision, content: { ...loaded.content, sections } },
    });
    expect(saved.statusCode).toBe(200);
    await migrateToLatest(t.db);
    expect(await necessary()).toBe('<p>Texto propio del equipo.</p>');
  });
});
