import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPage } from '@foro/shared/members/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createCoach, createMember } from '../../test/factories.ts';

const BASE = '/api/admin/members';
const REASON = 'Lo pidió por correo electrónico.';

/** Staff correct a member's country, city, school and role (decision 0090). */
describe.each(engines)('correcting a member’s place and role on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  let medellin: { id: string; state_id: string };
  const schoolId = newId();

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
    medellin = await t.db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.id', 'cities.state_id'])
      .where('states.country', '=', 'colombia')
      .where('cities.name', '=', 'Medellín')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('schools')
      .values({
        id: schoolId,
        country: 'colombia',
        code: `T-${schoolId}`,
        name: 'Institución Educativa La Esperanza',
        state_id: medellin.state_id,
        city_id: medellin.id,
        active: 1,
        created_at: TEST_NOW.toISOString(),
        updated_at: TEST_NOW.toISOString(),
      })
      .execute();
  });
  afterAll(() => t.close());

  const correct = (browser: Browser, id: string, payload: object) =>
    browser.request({ method: 'POST', url: `${BASE}/${id}/place`, payload });
  const search = async (q: string) =>
    ((await staff.request({ url: `${BASE}?q=${encodeURIComponent(q)}` })).json() as MemberPage).rows.map(
      (r) => r.id,
    );

  it('refuses visitors, members and coaches, and changes nothing', async () => {
    const target = await createMember(t.db, { school: 'Colegio Viejo' });
    const member = new Browser(t.app);
    await member.signIn((await createMember(t.db)).email);
    const coach = new Browser(t.app);
    await coach.signIn((await createCoach(t.db)).email);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const payload = { country: 'peru', city: 'Lima', school: 'Otro', rol: 'DOCENTE', reason: REASON };
    expect((await correct(visitor, target.id, payload)).statusCode).toBe(401);
    expect((await correct(member, target.id, payload)).statusCode).toBe(403);
    expect((await correct(coach, target.id, payload)).statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.school).toBe('Colegio Viejo');
    expect(row.country).toBe('colombia');
  });

  it('answers 422 with Spanish field errors for a country or role off the lists, or no school', async () => {
    const target = await createMember(t.db);
    const answer = await correct(staff, target.id, {
      country: 'atlantida',
      city: 'x',
      school: ' ',
      rol: 'ASTRONAUTA',
      reason: 'no',
    });
    expect(answer.statusCode, answer.body).toBe(422);
    const { errors } = answer.json() as { errors: Record<string, string[] | string> };
    const first = (field: string) => [errors[field]].flat()[0];
    expect(first('country')).toBe('Elige el país.');
    expect(first('rol')).toBe('Elige el rol.');
    expect(first('school')).toBe('Escribe el colegio.');
    expect(first('reason')).toMatch(/motivo/);
  });

  it('places a school and city found in the directory, audits before and after, and search finds the new ones', async () => {
    const target = await createMember(t.db, {
      country: 'peru',
      city: 'Lima',
      school: 'Colegio Antiguo',
      rol: 'DOCENTE',
    });
    const answer = await correct(staff, target.id, {
      country: 'colombia',
      city: 'medellin',
      school: 'institucion educativa la esperanza',
      rol: 'DIRECTOR / RECTOR',
      reason: REASON,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      country: 'colombia',
      city: 'Medellín',
      state: 'Antioquia',
      school: 'Institución Educativa La Esperanza',
      school_id: schoolId,
      rol: 'DIRECTOR / RECTOR',
    });
    expect(JSON.parse(row.place_ids)).toEqual({
      state: medellin.state_id,
      city: medellin.id,
      school: schoolId,
    });
    expect(row.search_text).toContain('esperanza');
    expect(await search('esperanza director')).toContain(target.id);
    expect(await search('antiguo')).not.toContain(target.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('item_id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes_json)).toMatchObject({
      country: { before: 'peru', after: 'colombia' },
      city: { before: 'Lima', after: 'Medellín' },
      school: { before: 'Colegio Antiguo', after: 'Institución Educativa La Esperanza' },
      rol: { before: 'DOCENTE', after: 'DIRECTOR / RECTOR' },
      reason: { after: REASON },
    });

    // The member's own form opens with the directory's choices.
    const own = new Browser(t.app);
    await own.signIn(target.email);
    const data = (await own.request({ url: '/api/users/data' })).json() as {
      user: { place: Record<string, string>; rol: string; school: string };
    };
    expect(data.user.place.school).toBe(schoolId);
    expect(data.user.rol).toBe('DIRECTOR / RECTOR');
  });

  it('keeps a school that is not in the directory as "Otro" with its name', async () => {
    const target = await createMember(t.db);
    const answer = await correct(staff, target.id, {
      country: 'peru',
      city: 'Cusco',
      school: 'Colegio Nuevo Horizonte',
      rol: 'DOCENTE DE INGLÉS',
      reason: REASON,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      country: 'peru',
      city: 'Cusco',
      school: 'Colegio Nuevo Horizonte',
      school_id: '',
    });
    expect(JSON.parse(row.place_ids)).toEqual({ school: 'otro' });
  });
});
