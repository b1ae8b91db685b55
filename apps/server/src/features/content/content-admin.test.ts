import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictMessage } from '@foro/shared/admin/schemas';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createHomeItem, signedInMember, type Member } from '../../test/factories.ts';

/** docs/product/content.md#home-items, #pages-staff-edit; docs/product/admin.md */
describe.each(engines)('home items and pages in the back office, on %s', (engine) => {
  let t: TestApp;
  let staffUser: Member;
  let staff: Browser;
  let member: Browser;
  let visitor: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ user: staffUser, browser: staff } = await signedInMember(t, { role: 'staff' }));
    ({ browser: member } = await signedInMember(t));
    visitor = new Browser(t.app);
  });
  afterAll(() => t.close());

  const newItem = (over: Record<string, unknown> = {}) => ({
    title: `Elemento ${Math.random().toString(36).slice(2, 8)}`,
    excerpt: 'Un texto breve.',
    img: '/media/demo/item-1.svg',
    url: '/bases-del-sorteo',
    ...over,
  });
  async function createItem(over: Record<string, unknown> = {}) {
    const answer = await staff.request({
      method: 'POST',
      url: '/api/admin/home-items',
      payload: newItem(over),
    });
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: string; title: string; revision: number; state: string; position: number };
  }
  const homeTitles = async (b: Browser) =>
    ((await b.request({ url: '/api/items-home' })).json() as Array<{ title: string }>).map((i) => i.title);
  const auditOf = async (type: string, id: string) =>
    (await staff.request({ url: `/api/admin/audit?itemType=${type}&itemId=${id}` })).json().entries as Array<{
      action: string;
      actor: { email: string };
      changes: Record<string, { before: unknown; after: unknown }>;
    }>;

  it('keeps a new item as a draft: members do not see it, staff preview it marked as such', async () => {
    await createHomeItem(t.db);
    const item = await createItem();
    expect(item).toMatchObject({ state: 'draft', revision: 1 });
    expect(await homeTitles(member)).not.toContain(item.title);
    expect(await homeTitles(visitor)).not.toContain(item.title);
    const asStaff = (await staff.request({ url: '/api/items-home' })).json() as Array<{
      title: string;
      preview?: boolean;
    }>;
    expect(asStaff.find((i) => i.title === item.title)).toMatchObject({ preview: true });
    // The published items carry no mark.
    expect(asStaff.filter((i) => i.title !== item.title).every((i) => i.preview === undefined)).toBe(true);
  });

  it('publishes an item: members see it at once, and every change is in the audit log', async () => {
    const item = await createItem();
    // A minute between changes, so the log's newest-first order is the order they were made in.
    t.clock.advance(60_000);
    const published = await staff.request({
      method: 'POST',
      url: `/api/admin/home-items/${item.id}/publish`,
      payload: { revision: 1 },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', revision: 2 });
    expect(await homeTitles(member)).toContain(item.title);

    t.clock.advance(60_000);
    const edited = await staff.request({
      method: 'PUT',
      url: `/api/admin/home-items/${item.id}`,
      payload: { ...newItem(), title: 'Título cambiado', revision: 2 },
    });
    expect(edited.statusCode).toBe(200);
    expect(await homeTitles(visitor)).toContain('Título cambiado');
    expect(await homeTitles(visitor)).not.toContain(item.title);

    const entries = await auditOf('home-item', item.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'publish', 'create']);
    expect(entries[0]!.actor.email).toBe(staffUser.email);
    expect(entries[0]!.changes.title).toEqual({ before: item.title, after: 'Título cambiado' });
  });

  it('shows a scheduled item only from its instant on', async () => {
    const item = await createItem();
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const answer = await staff.request({
      method: 'POST',
      url: `/api/admin/home-items/${item.id}/publish`,
      payload: { revision: 1, at },
    });
    expect(answer.json().state).toBe('scheduled');
    expect(await homeTitles(member)).not.toContain(item.title);
    t.clock.advance(3_600_000);
    expect(await homeTitles(member)).toContain(item.title);
  });

  it('lets shared caches keep the public answer but never a staff preview', async () => {
    expect((await visitor.request({ url: '/api/items-home' })).headers['cache-control']).toBe(
      'public, no-cache',
    );
    expect((await staff.request({ url: '/api/items-home' })).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await visitor.request({ url: '/api/pages/about' })).headers['cache-control']).toBe(
      'public, no-cache',
    );
  });

  it('refuses bad input with Spanish field messages and saves nothing', async () => {
    const before = (await staff.request({ url: '/api/admin/home-items' })).json().length;
    const bad = await staff.request({
      method: 'POST',
      url: '/api/admin/home-items',
      payload: newItem({ title: ' ', url: 'javascript:alert(1)', img: '//evil.example/x.png' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      title: 'Escribe el título.',
      url: expect.stringContaining('https://'),
      img: expect.stringContaining('https://'),
    });
    expect((await staff.request({ url: '/api/admin/home-items' })).json()).toHaveLength(before);
  });

  it('refuses a save from a stale copy with 409 and what the other person saved', async () => {
    const item = await createItem();
    const first = await staff.request({
      method: 'PUT',
      url: `/api/admin/home-items/${item.id}`,
      payload: { ...newItem({ title: 'Primera versión' }), revision: 1 },
    });
    expect(first.statusCode).toBe(200);
    const second = await staff.request({
      method: 'PUT',
      url: `/api/admin/home-items/${item.id}`,
      payload: { ...newItem({ title: 'Segunda versión' }), revision: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: conflictMessage,
      conflict: { revision: 2, by: staffUser.email, changes: { title: 'Primera versión' } },
    });
    const saved = (await staff.request({ url: '/api/admin/home-items' })).json() as Array<{
      id: string;
      title: string;
    }>;
    expect(saved.find((i) => i.id === item.id)!.title).toBe('Primera versión');
  });

  it('moves an item up and deletes one, both recorded', async () => {
    const a = await createItem();
    const b = await createItem();
    const moved = await staff.request({
      method: 'POST',
      url: `/api/admin/home-items/${b.id}/move`,
      payload: { revision: 1, direction: 'up' },
    });
    expect(moved.statusCode).toBe(200);
    const order = (moved.json() as Array<{ id: string }>).map((i) => i.id);
    expect(order.indexOf(b.id)).toBe(order.indexOf(a.id) - 1);

    const stale = await staff.request({ method: 'DELETE', url: `/api/admin/home-items/${a.id}?revision=7` });
    expect(stale.statusCode).toBe(409);
    t.clock.advance(1000);
    const gone = await staff.request({ method: 'DELETE', url: `/api/admin/home-items/${a.id}?revision=1` });
    expect(gone.statusCode).toBe(204);
    const after = (await staff.request({ url: '/api/admin/home-items' })).json() as Array<{ id: string }>;
    expect(after.map((i) => i.id)).not.toContain(a.id);
    expect((await auditOf('home-item', a.id)).map((e) => e.action)).toEqual(['delete', 'create']);
    expect((await auditOf('home-item', b.id))[0]!.changes.position).toBeDefined();
  });

  it('edits the About figures: the member page reads them at once; stale copies get 409', async () => {
    const loaded = (await staff.request({ url: '/api/admin/pages/about' })).json();
    const figures = [...loaded.content.figures];
    figures[0] = { figure: '+70.000', label: 'docentes en la comunidad Compartir' };
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/about',
      payload: { revision: loaded.revision, content: { figures } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().revision).toBe(loaded.revision + 1);
    const page = (await visitor.request({ url: '/api/pages/about' })).json();
    expect(page.content.figures[0]).toEqual({
      figure: '+70.000',
      label: 'docentes en la comunidad Compartir',
    });

    const stale = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/about',
      payload: { revision: loaded.revision, content: { figures: loaded.content.figures } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.changes['content.figures']).toEqual(figures);

    const bad = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/about',
      payload: { revision: loaded.revision + 1, content: { figures: [{ figure: '', label: 'x' }] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['content.figures.0.figure']).toBe('Escribe la cifra.');
    const entries = await auditOf('page', 'about');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes['content.figures']!.after).toEqual(figures);
  });

  it('serves the draw rules as staff wrote them, the edition filling its dates and prizes', async () => {
    const rules = (await visitor.request({ url: '/api/pages/raffle-rules' })).json().content;
    expect(rules.title).toBe('Bases legales del sorteo');
    const text = [rules.intro, ...rules.sections.map((s: { html: string }) => s.html)].join(' ');
    for (const term of [
      // docs/product/draws.md: the page fills these from the current edition.
      '{premio_tablet}',
      '{premio_smartwatch}',
      '{inicio}',
      '{cierre}',
      '48 horas',
      '6 meses',
      'tablet',
    ])
      expect(text).toContain(term);
    expect(rules.sections.map((s: { id: string }) => s.id)).toContain('premios');
  });

  it('cleans staff HTML of the draw rules with the one sanitizer, and refuses what is left empty', async () => {
    const loaded = (await staff.request({ url: '/api/admin/pages/raffle-rules' })).json();
    const sections = [...loaded.content.sections];
    sections[0] = {
      ...sections[0],
      html: '<p onclick="x()">Hola <a href="javascript:alert(1)">aquí</a><script>alert(1)</script></p>',
    };
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/raffle-rules',
      payload: { revision: loaded.revision, content: { ...loaded.content, sections } },
    });
    expect(saved.statusCode).toBe(200);
    const served = (await visitor.request({ url: '/api/pages/raffle-rules' })).json().content.sections[0]
      .html;
    expect(served).toBe('<p>Hola <a target="_blank" rel="noopener noreferrer">aquí</a></p>');

    const empty = [...sections];
    empty[1] = { ...empty[1], html: '<script>alert(1)</script>' };
    const refused = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/raffle-rules',
      payload: { revision: loaded.revision + 1, content: { ...loaded.content, sections: empty } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'content.sections.1.html': 'Escribe el texto de la sección.' });

    const twice = [...sections];
    twice[1] = { ...twice[1], id: twice[0].id };
    const duplicate = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/raffle-rules',
      payload: { revision: loaded.revision + 1, content: { ...loaded.content, sections: twice } },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors['content.sections.1.id']).toBe('Otra sección ya usa este ancla.');
  });

  it('edits the 2022 routes block, which needs exactly three backgrounds', async () => {
    const loaded = (await staff.request({ url: '/api/admin/pages/axis-block' })).json();
    expect(loaded.content.backgrounds).toHaveLength(3);
    const two = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/axis-block',
      payload: {
        revision: loaded.revision,
        content: { ...loaded.content, backgrounds: ['/a.svg', '/b.svg'] },
      },
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors['content.backgrounds']).toMatch(/tres/);
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/pages/axis-block',
      payload: { revision: loaded.revision, content: { ...loaded.content, heading: 'Rutas 2022' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await visitor.request({ url: '/api/pages/axis-block' })).json().content.heading).toBe(
      'Rutas 2022',
    );
  });
});
