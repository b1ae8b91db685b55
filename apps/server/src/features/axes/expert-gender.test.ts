import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

/**
 * Issue 17, item 8 (docs/decisions/0049): the route expert has a grammatical gender, chosen in the
 * route's back-office form (audited with it), and the experts screen's words follow it.
 */
describe.each(engines)("the route expert's gender on %s", (engine) => {
  let t: TestApp;
  let staff: Browser;
  let member: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    member = new Browser(t.app);
    await member.signIn('docente@example.org');
  });
  afterAll(() => t.close());

  const routeForm = (slug: string, gender?: string) => ({
    slug,
    position: 9,
    claim: '',
    title: 'Ruta con experta',
    excerpt: '',
    date: '2026-03-01',
    active: true,
    video_inner: '',
    speaker: 'Ana Pérez',
    ...(gender !== undefined ? { speaker_gender: gender } : {}),
    speaker_job: 'Investigadora',
    speaker_country: 'Chile',
  });

  it('the demo routes carry their experts’ gender to the experts screen', async () => {
    const main = (
      await member.request({ url: '/api/axis/claves-para-conectar-con-tus-estudiantes/experts' })
    ).json();
    expect(main.expert.speaker_gender).toBe('f');
    const second = (
      await member.request({ url: '/api/axis/aprendizaje-basado-en-proyectos/experts' })
    ).json();
    expect(second.expert.speaker_gender).toBe('m');
  });

  it('staff choose it in the route form; the change is audited; a route without one reads masculine', async () => {
    const created = await staff.request({
      method: 'POST',
      url: '/api/admin/axes',
      payload: routeForm('ruta-genero'),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    let saved = (await staff.request({ url: `/api/admin/axes/${id}` })).json();
    expect(saved.axis.speaker_gender).toBe('m');

    t.clock.advance(1000);
    const changed = await staff.request({
      method: 'PUT',
      url: `/api/admin/axes/${id}`,
      payload: { ...routeForm('ruta-genero', 'f'), revision: saved.revision },
    });
    expect(changed.statusCode).toBe(200);
    saved = (await staff.request({ url: `/api/admin/axes/${id}` })).json();
    expect(saved.axis.speaker_gender).toBe('f');
    const row = await t.db
      .selectFrom('axes')
      .select('speaker_gender')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.speaker_gender).toBe('f');

    const [entry] = (await staff.request({ url: `/api/admin/audit?itemType=axis&itemId=${id}` })).json()
      .entries;
    expect(entry).toMatchObject({ action: 'update', actor: { email: 'admin@example.org' } });
    expect(entry.changes.speaker_gender).toEqual({ before: 'm', after: 'f' });

    // Staff preview the draft's experts screen: it answers the chosen gender.
    const experts = (await staff.request({ url: '/api/axis/ruta-genero/experts' })).json();
    expect(experts.expert.speaker_gender).toBe('f');
  });

  it('refuses a gender that is not one of the two with a Spanish field error, saving nothing', async () => {
    const answer = await staff.request({
      method: 'POST',
      url: '/api/admin/axes',
      payload: routeForm('ruta-genero-mal', 'x'),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.speaker_gender).toBe('Elige el género gramatical.');
    const rows = await t.db.selectFrom('axes').select('id').where('slug', '=', 'ruta-genero-mal').execute();
    expect(rows).toHaveLength(0);
  });

  it('members cannot change it', async () => {
    const main = await t.db
      .selectFrom('axes')
      .select(['id', 'revision'])
      .where('slug', '=', 'claves-para-conectar-con-tus-estudiantes')
      .executeTakeFirstOrThrow();
    const answer = await member.request({
      method: 'PUT',
      url: `/api/admin/axes/${main.id}`,
      payload: { ...routeForm('claves-para-conectar-con-tus-estudiantes', 'm'), revision: main.revision },
    });
    expect(answer.statusCode).toBe(403);
  });
});
