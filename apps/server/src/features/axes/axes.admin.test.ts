import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictMessage } from '@foro/shared/admin/schemas';
import { THREAD_CLOSED } from '@foro/shared/forum/schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

const MAIN = 'claves-para-conectar-con-tus-estudiantes';

/** A route form as staff fill it in. */
const routeForm = (slug: string, title = 'Ruta de prueba') => ({
  slug,
  position: 9,
  claim: 'Una ruta para probar',
  title,
  excerpt: 'Resumen de la ruta',
  date: '2026-03-01',
  active: true,
  video_inner: 'https://player.vimeo.com/video/1',
  speaker: 'Ana Pérez',
  speaker_job: 'Investigadora',
  speaker_country: 'Chile',
});

describe.each(engines)('routes in the back office on %s (docs/product/axes.md#back-office)', (engine) => {
  let t: TestApp;
  let staff: Browser;
  let member: Browser;
  let mainId = '';

  /** Each write a second after the last, so the audit log reads in the order of the test. */
  const api = (b: Browser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    if (method !== 'GET') t.clock.advance(1000);
    return b.request({ method, url, ...(payload !== undefined ? { payload } : {}) });
  };
  const axis = async (id: string) => (await api(staff, 'GET', `/api/admin/axes/${id}`)).json();
  const step = async (id: string, n: number) =>
    (await api(staff, 'GET', `/api/admin/axes/${id}/steps/${n}`)).json();
  const audit = async (query: string) =>
    (await api(staff, 'GET', `/api/admin/audit?${query}`)).json().entries;
  const createRoute = async (slug: string) => {
    const answer = await api(staff, 'POST', '/api/admin/axes', routeForm(slug));
    expect(answer.statusCode).toBe(200);
    return answer.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    member = new Browser(t.app);
    await member.signIn('docente@example.org');
    mainId = (await t.db.selectFrom('axes').select('id').where('slug', '=', MAIN).executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());

  it('creates a draft route with its 8 stops in place, audited, that members do not see', async () => {
    const id = await createRoute('ruta-borrador');
    const saved = await axis(id);
    expect(saved.state).toBe('draft');
    expect(saved.axis).toMatchObject({ slug: 'ruta-borrador', title: 'Ruta de prueba', date: '2026-03-01' });
    expect(saved.steps.map((s: { kind: string }) => s.kind)).toEqual([
      'stop',
      'stop',
      'stop',
      'stop',
      'masterclass',
      'stop',
      'test',
      'certificate',
    ]);
    const [created] = await audit(`itemType=axis&itemId=${id}`);
    expect(created).toMatchObject({ action: 'create', actor: { email: 'admin@example.org' } });
    expect(created.changes.title).toEqual({ before: null, after: 'Ruta de prueba' });

    // Members: not on the home, not at its address; staff preview it on the member pages.
    expect((await api(member, 'GET', `/api/axis/info/ruta-borrador`)).statusCode).toBe(404);
    const home = (await api(member, 'GET', '/api/axis')).json() as Array<{ slug: string }>;
    expect(home.map((a) => a.slug)).not.toContain('ruta-borrador');
    const preview = await api(staff, 'GET', `/api/axis/info/ruta-borrador`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().preview).toBe(true);
    expect((await api(staff, 'GET', `/api/axis/info/${MAIN}`)).json().preview).toBeUndefined();
  });

  it('publishes now or at a chosen instant, unpublishes and archives, each audited', async () => {
    const id = await createRoute('ruta-publicable');
    const seen = async () => (await api(member, 'GET', `/api/axis/info/ruta-publicable`)).statusCode;
    let revision = (await axis(id)).revision;

    const later = await api(staff, 'POST', `/api/admin/axes/${id}/publish`, {
      revision,
      at: '2026-04-01T12:00:00Z',
    });
    expect(later.statusCode).toBe(200);
    revision = later.json().revision;
    expect((await axis(id)).state).toBe('scheduled');
    expect(await seen()).toBe(404);

    revision = (await api(staff, 'POST', `/api/admin/axes/${id}/publish`, { revision })).json().revision;
    expect((await axis(id)).state).toBe('published');
    expect(await seen()).toBe(200);
    expect(
      ((await api(member, 'GET', '/api/axis')).json() as Array<{ slug: string }>).map((a) => a.slug),
    ).toContain('ruta-publicable');

    revision = (await api(staff, 'POST', `/api/admin/axes/${id}/unpublish`, { revision })).json().revision;
    expect(await seen()).toBe(404);
    revision = (await api(staff, 'POST', `/api/admin/axes/${id}/publish`, { revision })).json().revision;
    revision = (await api(staff, 'POST', `/api/admin/axes/${id}/archive`, { revision })).json().revision;
    expect(await seen()).toBe(404);
    const archived = (await api(staff, 'GET', '/api/admin/axes?state=archived')).json();
    expect(archived.axes.map((a: { id: string }) => a.id)).toContain(id);

    const actions = (await audit(`itemType=axis&itemId=${id}`)).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['archive', 'publish', 'unpublish', 'publish', 'publish', 'create']);
  });

  it('lists routes with search and keyset pages', async () => {
    const all = (await api(staff, 'GET', '/api/admin/axes?limit=100')).json().axes;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const found = (await api(staff, 'GET', '/api/admin/axes?q=CLAVES')).json().axes;
    expect(found.map((a: { slug: string }) => a.slug)).toEqual([MAIN]);
    const first = (await api(staff, 'GET', '/api/admin/axes?limit=2')).json();
    const second = (await api(staff, 'GET', `/api/admin/axes?limit=2&cursor=${first.nextCursor}`)).json();
    const ids = [...first.axes, ...second.axes].map((a: { id: string }) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.slice(0, ids.length).map((a: { id: string }) => a.id));
  });

  it('saves a stop’s text through the sanitizer, and members read it on the stop', async () => {
    const before = await step(mainId, 1);
    const answer = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/1`, {
      ...before.form,
      revision: before.revision,
      text_inner:
        '<p onclick="x()">Texto <strong>nuevo</strong></p><script>alert(1)</script><img src=x onerror=y>',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().text_inner).toBe('<p>Texto <strong>nuevo</strong></p>');
    const stop = (await api(member, 'GET', `/api/axis/${MAIN}/steps/${before.form.slug}`)).json();
    expect(stop.text_inner).toBe('<p>Texto <strong>nuevo</strong></p>');

    const stepId = stop.id as string;
    const [entry] = await audit(`itemType=step&itemId=${stepId}`);
    expect(entry.action).toBe('update');
    expect(entry.item.label).toContain('Parada 1');
    expect(entry.changes.text_inner.after).toBe('<p>Texto <strong>nuevo</strong></p>');
    expect(Object.keys(entry.changes)).toEqual(['text_inner']);
  });

  it('keeps the stop’s buttons (and their clicks) when they are edited in place', async () => {
    const before = await step(mainId, 1);
    const [button] = before.form.buttons;
    expect(button.id).toBeTruthy();
    await t.db
      .insertInto('button_clicks')
      .values({
        button_id: button.id,
        user_id: (await t.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id,
        created_at: '2026-03-01T00:00:00.000Z',
      })
      .execute();
    const answer = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/1`, {
      ...before.form,
      revision: before.revision,
      buttons: [
        { ...button, btn_text: 'Leer' },
        { url: 'https://example.org/otro', btn_text: 'Otro' },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const after = await step(mainId, 1);
    expect(after.form.buttons.map((b: { btn_text: string }) => b.btn_text)).toEqual(['Leer', 'Otro']);
    expect(after.form.buttons[0].id).toBe(button.id);
    const clicks = await t.db
      .selectFrom('button_clicks')
      .selectAll()
      .where('button_id', '=', button.id)
      .execute();
    expect(clicks).toHaveLength(1);
  });

  it('archives a removed button that members clicked (its clicks stay) and deletes one nobody used', async () => {
    const before = await step(mainId, 1);
    const added = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/1`, {
      ...before.form,
      revision: before.revision,
      buttons: [...before.form.buttons, { url: 'https://example.org/usado', btn_text: 'Usado' }],
    });
    expect(added.statusCode).toBe(200);
    const used = added.json().buttons.at(-1);
    expect(used).toMatchObject({ btn_text: 'Usado', id: expect.any(String) });
    expect((await api(member, 'POST', '/api/click', { bid: used.id })).statusCode).toBe(200);
    const clicksOf = (id: string) =>
      t.db.selectFrom('button_clicks').select('user_id').where('button_id', '=', id).execute();
    const unused = before.form.buttons.filter((b: { id: string }) => b.id !== used.id);
    const unusedClicked = await Promise.all(unused.map((b: { id: string }) => clicksOf(b.id)));

    const current = await step(mainId, 1);
    const removed = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/1`, {
      ...current.form,
      revision: current.revision,
      buttons: [],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().archived_buttons).toBe(1 + unusedClicked.filter((c) => c.length > 0).length);
    expect((await step(mainId, 1)).form.buttons).toEqual([]);
    // The member's click is kept; the button is gone from the stop and takes no new clicks.
    expect(await clicksOf(used.id)).toHaveLength(1);
    const row = await t.db
      .selectFrom('step_buttons')
      .select('archived_at')
      .where('id', '=', used.id)
      .executeTakeFirstOrThrow();
    expect(row.archived_at).not.toBeNull();
    const stop = (await api(member, 'GET', `/api/axis/${MAIN}/steps/${current.form.slug}`)).json();
    expect(stop.btns).toEqual([]);
    expect((await api(member, 'POST', '/api/click', { bid: used.id })).statusCode).toBe(422);
    // A button that nobody clicked is deleted.
    for (const [i, b] of unused.entries())
      if (unusedClicked[i]!.length === 0)
        expect(
          await t.db.selectFrom('step_buttons').select('id').where('id', '=', b.id).executeTakeFirst(),
        ).toBeUndefined();
    const stepId = (
      await t.db
        .selectFrom('axis_steps')
        .select('id')
        .where('axis_id', '=', mainId)
        .where('step_count', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
    const [entry] = await audit(`itemType=step&itemId=${stepId}`);
    expect(entry.changes.archived_buttons.after).toContain(used.id);
  });

  it('refuses a stop 5 that is not a masterclass and an embed from another host, saving nothing', async () => {
    const five = await step(mainId, 5);
    const wrongKind = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/5`, {
      ...five.form,
      revision: five.revision,
      kind: 'stop',
    });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.kind).toBe('La parada 5 debe ser de tipo «Masterclass».');

    const two = await step(mainId, 2);
    const badHost = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/2`, {
      ...two.form,
      revision: two.revision,
      title: 'Cambiado',
      iframes: [{ url: 'https://evil.example.com/embed', iframe_type: 'video' }],
    });
    expect(badHost.statusCode).toBe(422);
    expect(badHost.json().errors['iframes.0.url']).toMatch(/no se puede insertar/);
    const masterclassAt3 = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/3`, {
      ...(await step(mainId, 3)).form,
      revision: (await step(mainId, 3)).revision,
      kind: 'masterclass',
    });
    expect(masterclassAt3.statusCode).toBe(422);
    expect(masterclassAt3.json().errors.kind).toMatch(/parada 3 debe ser una parada de contenido/);

    expect(await step(mainId, 5)).toEqual(five);
    expect(await step(mainId, 2)).toEqual(two);

    const badVideo = await api(staff, 'PUT', `/api/admin/axes/${mainId}`, {
      ...(await axis(mainId)).axis,
      revision: (await axis(mainId)).revision,
      video_inner: 'https://www.example.com/video',
    });
    expect(badVideo.statusCode).toBe(422);
    expect(badVideo.json().errors.video_inner).toMatch(/no se puede insertar/);

    // The expert's country fits its column (80 characters): a longer one is a 422, never a 500.
    const before = await axis(mainId);
    const longCountry = await api(staff, 'PUT', `/api/admin/axes/${mainId}`, {
      ...before.axis,
      revision: before.revision,
      speaker_country: 'x'.repeat(81),
    });
    expect(longCountry.statusCode).toBe(422);
    expect(longCountry.json().errors.speaker_country).toBeTruthy();
    expect(await axis(mainId)).toEqual(before);
  });

  it('refuses a save from a stale copy with 409 and what changed, on the route and on a stop', async () => {
    const copy = await axis(mainId);
    const first = await api(staff, 'PUT', `/api/admin/axes/${mainId}`, {
      ...copy.axis,
      revision: copy.revision,
      claim: 'Primera versión',
    });
    expect(first.statusCode).toBe(200);
    const second = await api(staff, 'PUT', `/api/admin/axes/${mainId}`, {
      ...copy.axis,
      revision: copy.revision,
      claim: 'Segunda versión',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(conflictMessage);
    expect(second.json().conflict).toMatchObject({
      revision: copy.revision + 1,
      by: 'admin@example.org',
      changes: { claim: 'Primera versión' },
    });
    expect((await axis(mainId)).axis.claim).toBe('Primera versión');

    const stop = await step(mainId, 2);
    const ok = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/2`, {
      ...stop.form,
      revision: stop.revision,
      title: 'Título A',
    });
    expect(ok.statusCode).toBe(200);
    const stale = await api(staff, 'PUT', `/api/admin/axes/${mainId}/steps/2`, {
      ...stop.form,
      revision: stop.revision,
      title: 'Título B',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.changes).toEqual({ title: 'Título A' });
  });

  it('saves the expert and social links, audited as the expert', async () => {
    const copy = await axis(mainId);
    const answer = await api(staff, 'PUT', `/api/admin/axes/${mainId}/expert`, {
      ...copy.expert,
      revision: copy.revision,
      speaker_ln: 'https://www.linkedin.com/in/experta',
    });
    expect(answer.statusCode).toBe(200);
    const experts = (await api(member, 'GET', `/api/axis/${MAIN}/experts`)).json();
    expect(experts.expert.speaker_ln).toBe('https://www.linkedin.com/in/experta');
    const [entry] = await audit(`itemType=expert&itemId=${mainId}`);
    expect(entry.changes.speaker_ln.after).toBe('https://www.linkedin.com/in/experta');
    const bad = await api(staff, 'PUT', `/api/admin/axes/${mainId}/expert`, {
      ...copy.expert,
      revision: answer.json().revision,
      speaker_fb: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('makes a chosen account a coach of the route, and a member again when removed', async () => {
    const nuevo = await t.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', 'nuevo@example.org')
      .executeTakeFirstOrThrow();
    expect(nuevo.role).toBe('member');
    const found = (await api(staff, 'GET', '/api/admin/axes/coach-candidates?q=nuevo@')).json();
    expect(found.map((a: { email: string }) => a.email)).toContain('nuevo@example.org');

    const copy = await axis(mainId);
    const coaches = copy.coaches.map(({ email: _e, ...c }: { email: string }) => c);
    const added = await api(staff, 'PUT', `/api/admin/axes/${mainId}/coaches`, {
      revision: copy.revision,
      coaches: [...coaches, { user_id: nuevo.id, name: 'Nueva Coach', job: 'Docente', bio: '', image: '' }],
    });
    expect(added.statusCode).toBe(200);
    const role = async () =>
      (await t.db.selectFrom('users').select('role').where('id', '=', nuevo.id).executeTakeFirstOrThrow())
        .role;
    expect(await role()).toBe('coach');
    const experts = (await api(member, 'GET', `/api/axis/${MAIN}/experts`)).json();
    expect(experts.coachesForum.map((c: { name: string }) => c.name)).toContain('Nueva Coach');
    // Existing coaches keep their rows (threads point at them).
    expect((await axis(mainId)).coaches.slice(0, coaches.length).map((c: { id: string }) => c.id)).toEqual(
      coaches.map((c: { id: string }) => c.id),
    );

    const removed = await api(staff, 'PUT', `/api/admin/axes/${mainId}/coaches`, {
      revision: added.json().revision,
      coaches,
    });
    expect(removed.statusCode).toBe(200);
    expect(await role()).toBe('member');
    const accountLog = await audit(`itemType=account&itemId=${nuevo.id}`);
    expect(accountLog.map((e: { changes: { role: { after: string } } }) => e.changes.role.after)).toEqual([
      'member',
      'coach',
    ]);

    const unknown = await api(staff, 'PUT', `/api/admin/axes/${mainId}/coaches`, {
      revision: removed.json().revision,
      coaches: [{ user_id: 'no-existe', name: 'X', job: '', bio: '', image: '' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['coaches.0.user_id']).toBe('Esta cuenta no existe.');
  });

  it('replaces the related content by group', async () => {
    const copy = await axis(mainId);
    const answer = await api(staff, 'PUT', `/api/admin/axes/${mainId}/related`, {
      revision: copy.revision,
      related: [
        { group_key: 'podcast', title: 'Un podcast', description: 'Escúchalo', url: 'https://example.org/p' },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const related = (await api(member, 'GET', `/api/axis/${MAIN}/related`)).json();
    expect(related.groups).toEqual([
      {
        key: 'podcast',
        label: 'Podcast',
        items: [{ title: 'Un podcast', description: 'Escúchalo', url: 'https://example.org/p' }],
      },
    ]);
  });

  it('refuses a thread whose coach is not one of the route, an empty one included, and stores nothing', async () => {
    const before = (await api(staff, 'GET', `/api/admin/axes/${mainId}/threads`)).json().threads.length;
    for (const coach_id of ['', 'no-such-coach']) {
      const refused = await api(staff, 'POST', `/api/admin/axes/${mainId}/threads`, {
        title: 'Una conversación',
        coach_id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ coach_id: 'Elige un coach de esta ruta.' });
    }
    expect((await api(staff, 'GET', `/api/admin/axes/${mainId}/threads`)).json().threads).toHaveLength(
      before,
    );
  });

  it('creates, retitles and closes a forum thread; a closed thread takes no new posts', async () => {
    const created = await api(staff, 'POST', `/api/admin/axes/${mainId}/threads`, {
      title: '¿Cómo empezó tu semana?',
      coach_id: null,
    });
    expect(created.statusCode).toBe(200);
    const { id, slug } = created.json();
    expect(slug).toBe('como-empezo-tu-semana');
    const listed = (await api(staff, 'GET', `/api/admin/axes/${mainId}/threads?q=semana`)).json().threads;
    expect(listed).toHaveLength(1);
    let revision = listed[0].revision as number;

    const retitled = await api(staff, 'PUT', `/api/admin/axes/${mainId}/threads/${id}`, {
      revision,
      title: '¿Cómo empezó tu semana en el aula?',
      coach_id: null,
    });
    expect(retitled.statusCode).toBe(200);
    revision = retitled.json().revision;

    const reply = () =>
      api(member, 'POST', '/api/axis/threads/post', { id, postContent: 'Muy bien, gracias.' });
    expect((await reply()).statusCode).toBe(200);

    const closed = await api(staff, 'PUT', `/api/admin/axes/${mainId}/threads/${id}/state`, {
      revision,
      closed: true,
    });
    expect(closed.statusCode).toBe(200);
    const refused = await reply();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(THREAD_CLOSED);
    const page = (await api(member, 'GET', `/api/axis/${MAIN}/threads/${slug}/posts`)).json();
    expect(page.thread).toMatchObject({ title: '¿Cómo empezó tu semana en el aula?', closed: true });
    expect(page.total).toBe(1);

    const stale = await api(staff, 'PUT', `/api/admin/axes/${mainId}/threads/${id}/state`, {
      revision,
      closed: false,
    });
    expect(stale.statusCode).toBe(409);
    const reopened = await api(staff, 'PUT', `/api/admin/axes/${mainId}/threads/${id}/state`, {
      revision: closed.json().revision,
      closed: false,
    });
    expect(reopened.statusCode).toBe(200);
    expect((await reply()).statusCode).toBe(200);

    const actions = (await audit(`itemType=thread&itemId=${id}`)).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['restore', 'archive', 'update', 'create']);
  });

  it('pins a thread from the back office: the panel lists it as pinned, members see it first, audited', async () => {
    const created = await api(staff, 'POST', `/api/admin/axes/${mainId}/threads`, {
      title: 'Normas del foro de la ruta',
      coach_id: null,
    });
    const { id } = created.json();
    const row = async () =>
      (await api(staff, 'GET', `/api/admin/axes/${mainId}/threads?q=normas`))
        .json()
        .threads.find((th: { id: string }) => th.id === id);
    expect((await row()).pinned_at).toBeNull();
    const before = (await row()).revision as number;
    const memberFirst = async () => (await api(member, 'GET', `/api/axis/${MAIN}/threads`)).json().threads[0];
    expect((await memberFirst()).id).not.toBe(id);

    const pinned = await api(staff, 'POST', `/api/admin/moderation/threads/${id}/pin`, { pinned: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json()).toEqual({ pinned: true, closed: false });
    const listed = await row();
    expect(listed.pinned_at).not.toBeNull();
    // The pin moves the revision on, so a close sent with the old one is refused as stale.
    expect(listed.revision).toBe(before + 1);
    expect(
      (
        await api(staff, 'PUT', `/api/admin/axes/${mainId}/threads/${id}/state`, {
          revision: before,
          closed: true,
        })
      ).statusCode,
    ).toBe(409);
    expect(await memberFirst()).toMatchObject({ id, pinned: true });
    // Members and coaches cannot use the back office's route.
    expect(
      (await api(member, 'POST', `/api/admin/moderation/threads/${id}/pin`, { pinned: false })).statusCode,
    ).toBe(403);

    expect(
      (await api(staff, 'POST', `/api/admin/moderation/threads/${id}/pin`, { pinned: false })).statusCode,
    ).toBe(200);
    expect((await row()).pinned_at).toBeNull();
    expect((await memberFirst()).id).not.toBe(id);
    const entries = await audit(`itemType=thread&itemId=${id}`);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
  });

  it('pages through 2,000 threads of a route in keyset pages, newest first', async () => {
    const id = await createRoute('ruta-con-muchos-hilos');
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      id: newId(),
      axis_id: id,
      slug: `hilo-${i}`,
      title: `Hilo ${i}`,
      coach_id: null,
      position: i,
      // Pairs of threads share an instant, so ties are broken by id.
      created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('threads')
        .values(rows.slice(i, i + 200))
        .execute();
    const seen: string[] = [];
    let cursor: string | undefined;
    const started = Date.now();
    do {
      const answer = await api(
        staff,
        'GET',
        `/api/admin/axes/${id}/threads?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(answer.statusCode).toBe(200);
      const page = answer.json();
      seen.push(...page.threads.map((th: { id: string }) => th.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(2000);
    expect(new Set(seen).size).toBe(2000);
    expect(seen[0]).toBe(
      [...rows].sort((a, b) => (b.created_at + b.id).localeCompare(a.created_at + a.id))[0]!.id,
    );
    // 20 pages of 100 on a shared test machine: generous, but a full scan per page would not pass.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a taken address and a bad date with field errors', async () => {
    const taken = await api(staff, 'POST', '/api/admin/axes', routeForm(MAIN));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toBe('Ya hay otra ruta con esta dirección.');
    const badDate = await api(staff, 'POST', '/api/admin/axes', {
      ...routeForm('ruta-fecha'),
      date: '2026-02-31',
    });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.date).toBe('Indica una fecha válida.');
  });
});
