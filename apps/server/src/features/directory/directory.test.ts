import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@foro/shared/directory/countries';
import {
  countryLevelSchoolCountries,
  OTHER_SCHOOL,
  otherCityCountries,
  REQUIRED_MESSAGE,
} from '@foro/shared/directory/schemas';
import { createTestApp, engines, type TestApp } from '../../test/app.ts';

type Option = { id: string } & Record<string, string>;
const spanish = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'es'));

/** Colombia's DANE list (DIVIPOLA): municipalities and non-municipalised areas per department. */
const daneCounts: Record<string, number> = {
  Amazonas: 11,
  Antioquia: 125,
  'Bogotá D.C.': 1,
  Boyacá: 123,
  Cundinamarca: 116,
  Santander: 87,
  Nariño: 64,
  Tolima: 47,
  Bolívar: 46,
  'Valle del Cauca': 42,
  Guainía: 9,
  Vaupés: 6,
};

describe.each(engines)('directory on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    return { status: res.statusCode, body: res.json() as Option[] & Record<string, unknown>, res };
  };
  const list = async (url: string) => {
    const { status, body } = await get(url);
    expect(status, url).toBe(200);
    return body as Option[];
  };
  const find = (options: Option[], field: string, name: string) => {
    const option = options.find((o) => o[field] === name);
    if (!option) throw new Error(`${name} not found`);
    return option;
  };

  it('lists a country’s states as {id, state}, in Spanish order, cacheable for an hour', async () => {
    const { res } = await get('/api/school/province/colombia');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    const states = res.json() as Option[];
    expect(states).toHaveLength(33);
    for (const s of states) expect(Object.keys(s).sort()).toEqual(['id', 'state']);
    const names = states.map((s) => s.state!);
    expect(names).toEqual(spanish(names));
    // Code-point order would put "Córdoba" after "Cundinamarca".
    expect(names.indexOf('Córdoba')).toBeLessThan(names.indexOf('Cundinamarca'));
  });

  it('has states for every one of the 15 countries', async () => {
    for (const country of countries) {
      const states = await list(`/api/school/province/${country.segment}`);
      expect(states.length, country.label).toBeGreaterThan(5);
    }
    const mexico = (await list('/api/school/province/mexico')).map((s) => s.state!);
    expect(mexico).toHaveLength(32);
    expect(mexico).toContain('Estado de México');
    expect((await list('/api/school/province/republicadominicana')).map((s) => s.state!)).toContain(
      'Distrito Nacional',
    );
  });

  it('reads the country segment without spaces or accents, in any case; an unknown country is a 404', async () => {
    const chile = await list('/api/school/province/chile');
    expect(await list('/api/school/province/Chile')).toEqual(chile);
    expect(await list('/api/school/province/CHILE')).toEqual(chile);
    expect(await list(`/api/school/province/${encodeURIComponent('República Dominicana')}`)).toEqual(
      await list('/api/school/province/republicadominicana'),
    );
    expect((await list('/api/school/costarica')).length).toBeGreaterThan(0);
    expect((await list('/api/school/Perú'.replace('ú', '%C3%BA'))).length).toBeGreaterThan(0);
    const unknown = await get('/api/school/province/espana');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'NOT_FOUND', message: 'No encontramos este país.' });
    expect(unknown.res.headers['cache-control']).toBeUndefined();
  });

  it('gives Chile’s 16 regions and the 52 communes of the Metropolitan region, with accents', async () => {
    const regions = await list('/api/school/region/Chile');
    expect(regions).toHaveLength(16);
    for (const r of regions) expect(Object.keys(r).sort()).toEqual(['id', 'region']);
    const names = regions.map((r) => r.region!);
    expect(names).toEqual(spanish(names));
    // Ñ is its own letter, after N.
    expect(names.indexOf('Ñuble')).toBe(names.indexOf('Maule') + 1);
    expect(await list('/api/school/region/chile')).toEqual(regions);

    const rm = find(regions, 'region', 'Región Metropolitana de Santiago');
    const communes = await list(`/api/communes/Chile/${rm.id}`);
    expect(communes).toHaveLength(52);
    for (const c of communes) expect(Object.keys(c).sort()).toEqual(['commune', 'id']);
    const communeNames = communes.map((c) => c.commune!);
    expect(communeNames).toEqual(spanish(communeNames));
    expect(communeNames).toEqual(expect.arrayContaining(['Ñuñoa', 'Maipú', 'Peñalolén', 'Santiago']));

    let total = 0;
    for (const region of regions) total += (await list(`/api/communes/chile/${region.id}`)).length;
    expect(total).toBe(346);

    const db = t.db;
    const santiago = await db
      .selectFrom('cities')
      .selectAll()
      .where('name', '=', 'Santiago')
      .executeTakeFirst();
    expect(santiago?.official_code).toBe('13101');
    const rmRow = await db.selectFrom('states').selectAll().where('id', '=', rm.id).executeTakeFirstOrThrow();
    expect(rmRow).toMatchObject({ iso_code: 'CL-RM', official_code: '13' });
  });

  it('offers regions and communes only for Chile, and only a Chilean region’s communes', async () => {
    expect((await get('/api/school/region/colombia')).status).toBe(404);
    const antioquia = find(await list('/api/school/province/colombia'), 'state', 'Antioquia');
    expect((await get(`/api/communes/Chile/${antioquia.id}`)).status).toBe(404);
    expect((await get('/api/communes/Chile/no-existe')).status).toBe(404);
  });

  it('has Colombia’s departments and municipalities as DANE counts them, without a second Bogotá', async () => {
    const departments = await list('/api/school/province/colombia');
    let total = 0;
    const counts: Record<string, number> = {};
    for (const d of departments) {
      const cities = await list(`/api/school/city/colombia/${d.id}`);
      counts[d.state!] = cities.length;
      total += cities.length;
      const names = cities.map((c) => c.city!);
      expect(names).toEqual(spanish(names));
      expect(new Set(names).size).toBe(names.length);
    }
    expect(counts).toMatchObject(daneCounts);
    expect(total).toBe(1122);
    const cundinamarca = find(departments, 'state', 'Cundinamarca');
    const names = (await list(`/api/school/city/colombia/${cundinamarca.id}`)).map((c) => c.city!);
    expect(names.some((n) => n.startsWith('Bogot'))).toBe(false);
    expect(names).toEqual(expect.arrayContaining(['Zipaquirá', 'Cáqueza', 'Villa de San Diego de Ubaté']));
    const antioquia = (
      await list(`/api/school/city/colombia/${find(departments, 'state', 'Antioquia').id}`)
    ).map((c) => c.city);
    expect(antioquia).toEqual(expect.arrayContaining(['Medellín', 'Itagüí', 'Envigado']));
  });

  it('refuses the cities of a state of another country, and an unknown state', async () => {
    const antioquia = find(await list('/api/school/province/colombia'), 'state', 'Antioquia');
    expect((await get(`/api/school/city/mexico/${antioquia.id}`)).status).toBe(404);
    expect((await get('/api/school/city/colombia/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('lists the active schools of a city as {id, school}, sorted, and hides inactive ones', async () => {
    const antioquia = find(await list('/api/school/province/colombia'), 'state', 'Antioquia');
    const medellin = find(await list(`/api/school/city/colombia/${antioquia.id}`), 'city', 'Medellín');
    const schools = await list(`/api/schools/colombia/${medellin.id}`);
    expect(schools.length).toBeGreaterThanOrEqual(5);
    for (const s of schools) expect(Object.keys(s).sort()).toEqual(['id', 'school']);
    const names = schools.map((s) => s.school!);
    expect(names).toEqual(spanish(names));

    const db = t.db;
    await db.updateTable('schools').set({ active: 0 }).where('id', '=', schools[0]!.id).execute();
    try {
      const after = await list(`/api/schools/colombia/${medellin.id}`);
      expect(after.map((s) => s.id)).not.toContain(schools[0]!.id);
      expect(after).toHaveLength(schools.length - 1);
    } finally {
      await db.updateTable('schools').set({ active: 1 }).where('id', '=', schools[0]!.id).execute();
    }
    // A city is looked up within its country.
    expect((await get(`/api/schools/mexico/${medellin.id}`)).status).toBe(404);
  });

  it('lists the schools of a Chilean commune through schools/Chile/{commune}', async () => {
    const regions = await list('/api/school/region/Chile');
    for (const [region, commune] of [
      ['Región Metropolitana de Santiago', 'Ñuñoa'],
      ['Valparaíso', 'Valparaíso'],
      ['Biobío', 'Concepción'],
    ] as const) {
      const r = find(regions, 'region', region);
      const c = find(await list(`/api/communes/Chile/${r.id}`), 'commune', commune);
      expect((await list(`/api/schools/Chile/${c.id}`)).length, commune).toBeGreaterThan(0);
    }
  });

  it('gives the five countries of one list between 8 and 15 schools, and no such list to the others', async () => {
    for (const key of countryLevelSchoolCountries) {
      const country = countries.find((c) => c.key === key)!;
      const schools = await list(`/api/school/${country.segment}`);
      expect(schools.length, key).toBeGreaterThanOrEqual(8);
      expect(schools.length, key).toBeLessThanOrEqual(15);
      const names = schools.map((s) => s.school!);
      expect(names).toEqual(spanish(names));
    }
    expect((await get('/api/school/colombia')).status).toBe(404);
  });

  it('offers schools in every seeded city of the countries whose form chooses a city', async () => {
    const db = t.db;
    for (const country of otherCityCountries) {
      const states = await db.selectFrom('states').select('id').where('country', '=', country).execute();
      for (const state of states) {
        const cities = await db
          .selectFrom('cities')
          .select(['id', 'name'])
          .where('state_id', '=', state.id)
          .execute();
        expect(cities.length, `${country} ${state.id}`).toBeGreaterThan(0);
      }
      const empty = await db
        .selectFrom('cities')
        .innerJoin('states', 'states.id', 'cities.state_id')
        .leftJoin('schools', 'schools.city_id', 'cities.id')
        .select('cities.name')
        .where('states.country', '=', country)
        .where('schools.id', 'is', null)
        .execute();
      expect(empty, country).toEqual([]);
    }
  });

  it('describes the directory calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/school/province/{country}'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/communes/{country}/{region}']).toBeDefined();
  });

  describe('resolvePlace', () => {
    const ids = async () => {
      const col = await list('/api/school/province/colombia');
      const antioquia = find(col, 'state', 'Antioquia');
      const valle = find(col, 'state', 'Valle del Cauca');
      const medellin = find(await list(`/api/school/city/colombia/${antioquia.id}`), 'city', 'Medellín');
      const cali = find(await list(`/api/school/city/colombia/${valle.id}`), 'city', 'Cali');
      const medellinSchool = (await list(`/api/schools/colombia/${medellin.id}`))[0]!;
      const caliSchool = (await list(`/api/schools/colombia/${cali.id}`))[0]!;
      const regions = await list('/api/school/region/Chile');
      const rm = find(regions, 'region', 'Región Metropolitana de Santiago');
      const biobio = find(regions, 'region', 'Biobío');
      const nunoa = find(await list(`/api/communes/Chile/${rm.id}`), 'commune', 'Ñuñoa');
      const nunoaSchool = (await list(`/api/schools/Chile/${nunoa.id}`))[0]!;
      const peruSchool = (await list('/api/school/peru'))[0]!;
      return {
        antioquia,
        valle,
        medellin,
        cali,
        medellinSchool,
        caliSchool,
        rm,
        biobio,
        nunoa,
        nunoaSchool,
        peruSchool,
      };
    };

    it('names a valid chain: state, city and school; region, commune and school; a country’s school', async () => {
      const p = await ids();
      expect(
        await t.app.services.directory.resolvePlace({
          country: 'colombia',
          state: p.antioquia.id,
          city: p.medellin.id,
          school: p.medellinSchool.id,
        }),
      ).toEqual({
        ok: true,
        names: {
          state: 'Antioquia',
          city: 'Medellín',
          school: p.medellinSchool.school,
          schoolId: p.medellinSchool.id,
        },
      });
      expect(
        await t.app.services.directory.resolvePlace({
          country: 'chile',
          region: p.rm.id,
          commune: p.nunoa.id,
          school: p.nunoaSchool.id,
        }),
      ).toEqual({
        ok: true,
        names: {
          region: 'Región Metropolitana de Santiago',
          commune: 'Ñuñoa',
          school: p.nunoaSchool.school,
          schoolId: p.nunoaSchool.id,
        },
      });
      expect(
        await t.app.services.directory.resolvePlace({ country: 'peru', school: p.peruSchool.id }),
      ).toEqual({
        ok: true,
        names: { school: p.peruSchool.school, schoolId: p.peruSchool.id },
      });
    });

    it('accepts “otro” as a school not in the list, and treats empty and -1 as not chosen', async () => {
      const p = await ids();
      expect(
        await t.app.services.directory.resolvePlace({
          country: 'colombia',
          state: p.antioquia.id,
          city: p.medellin.id,
          school: OTHER_SCHOOL,
        }),
      ).toEqual({ ok: true, names: { state: 'Antioquia', city: 'Medellín' } });
      expect(
        await t.app.services.directory.resolvePlace({
          country: 'costa rica',
          state: '',
          city: '-1',
          school: 'otro',
        }),
      ).toEqual({ ok: true, names: {} });
    });

    it('refuses ids that do not belong to their parent or country', async () => {
      const p = await ids();
      const resolve = t.app.services.directory.resolvePlace;
      const refused = (field: string) => ({ ok: false, errors: { [field]: REQUIRED_MESSAGE } });
      // A city of another department, and a school of another city.
      expect(await resolve({ country: 'colombia', state: p.antioquia.id, city: p.cali.id })).toEqual(
        refused('city'),
      );
      expect(
        await resolve({
          country: 'colombia',
          state: p.valle.id,
          city: p.cali.id,
          school: p.medellinSchool.id,
        }),
      ).toEqual(refused('school'));
      // A Colombian department given for Mexico; a Chilean region given as a Colombian state.
      expect(await resolve({ country: 'mexico', state: p.antioquia.id })).toEqual(refused('state'));
      expect(await resolve({ country: 'colombia', state: p.rm.id })).toEqual(refused('state'));
      // A commune of another region; a school of Colombia given for Peru.
      expect(await resolve({ country: 'chile', region: p.biobio.id, commune: p.nunoa.id })).toEqual(
        refused('commune'),
      );
      expect(await resolve({ country: 'peru', school: p.caliSchool.id })).toEqual(refused('school'));
      // Unknown ids and country.
      expect(await resolve({ country: 'colombia', state: 'nada', city: 'nada', school: 'nada' })).toEqual({
        ok: false,
        errors: { state: REQUIRED_MESSAGE, city: REQUIRED_MESSAGE, school: REQUIRED_MESSAGE },
      });
      expect(await resolve({ country: 'atlantida' })).toEqual(refused('country'));
    });

    it('refuses a school that is no longer active', async () => {
      const p = await ids();
      const db = t.db;
      await db.updateTable('schools').set({ active: 0 }).where('id', '=', p.peruSchool.id).execute();
      try {
        expect(
          await t.app.services.directory.resolvePlace({ country: 'peru', school: p.peruSchool.id }),
        ).toEqual({
          ok: false,
          errors: { school: REQUIRED_MESSAGE },
        });
      } finally {
        await db.updateTable('schools').set({ active: 1 }).where('id', '=', p.peruSchool.id).execute();
      }
    });
  });
});
