import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { directoryPlaces, ensureReferencePlaces } from '../../db/seed/directory-seed.ts';
import { createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { importSchools } from './directory.import.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

describe.each(engines)('school import on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const db = () => t.db;
  const schoolsOf = (country: string) =>
    db().selectFrom('schools').selectAll().where('country', '=', country).orderBy('code').execute();
  const snapshot = async () => ({
    schools: await db().selectFrom('schools').selectAll().orderBy('id').execute(),
    cities: await db().selectFrom('cities').selectAll().orderBy('id').execute(),
  });
  const later = (minutes: number) => ({ now: new Date(TEST_NOW.getTime() + minutes * 60_000) });
  const stateId = async (country: string, name: string) =>
    (
      await db()
        .selectFrom('states')
        .select('id')
        .where('country', '=', country)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const cityId = async (state: string, name: string) =>
    (
      await db()
        .selectFrom('cities')
        .select('id')
        .where('state_id', '=', state)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it('inserts, updates and deactivates the schools of the file’s countries, and leaves the others', async () => {
    const peru = await schoolsOf('peru');
    const covered = [
      await stateId('chile', 'Región Metropolitana de Santiago'),
      await stateId('chile', 'Valparaíso'),
    ];
    const chileBefore = await schoolsOf('chile');
    const chileActive = chileBefore.filter((s) => s.active === 1 && covered.includes(s.state_id!)).length;
    expect(chileBefore.filter((s) => !covered.includes(s.state_id!)).length).toBeGreaterThan(0);
    const mexicoBefore = await schoolsOf('mexico');
    expect(peru.length).toBeGreaterThan(4);
    const [first, second] = peru as [(typeof peru)[number], (typeof peru)[number]];

    // BOM, CRLF, a quoted name with a comma and quotes, names typed without accents or case.
    const csv = [
      'country,code,name,state,city,active',
      `Perú,${first.code},"Colegio ""Arequipa"", sede Cayma",Arequipa,,1`,
      `peru,${second.code},${second.name},,,`,
      'peru,PE-0001,Institución Educativa N.º 40052 El Peruano,,,',
      'chile,10234,Liceo Nuevo de Ñuñoa,Region Metropolitana,nunoa,',
      'CHILE,10235,Escuela Básica Cerro Alegre,CL-VS,Valparaíso,0',
    ].join('\r\n');
    const result = await importSchools(t.db, Buffer.from(`\ufeff${csv}\r\n`, 'utf8'), later(1));
    expect(result).toEqual({
      ok: true,
      countries: ['peru', 'chile'],
      inserted: 3,
      updated: 1,
      unchanged: 1,
      deactivated: peru.length - 2 + chileActive,
      citiesCreated: 0,
      dryRun: false,
    });

    const after = new Map((await schoolsOf('peru')).map((s) => [s.code, s]));
    expect(after.get(first.code)).toMatchObject({
      id: first.id,
      name: 'Colegio "Arequipa", sede Cayma',
      state_id: await stateId('peru', 'Arequipa'),
      active: 1,
      created_at: first.created_at,
      updated_at: later(1).now.toISOString(),
    });
    expect(after.get(second.code)).toMatchObject({
      name: second.name,
      active: 1,
      updated_at: second.updated_at,
    });
    expect(after.get('PE-0001')).toMatchObject({ state_id: null, city_id: null, active: 1 });
    expect([...after.values()].filter((s) => s.active === 1)).toHaveLength(3);

    const rm = await stateId('chile', 'Región Metropolitana de Santiago');
    const nunoa = await cityId(rm, 'Ñuñoa');
    const chile = new Map((await schoolsOf('chile')).map((s) => [s.code, s]));
    expect(chile.get('10234')).toMatchObject({ state_id: rm, city_id: nunoa, active: 1 });
    expect(chile.get('10235')).toMatchObject({ active: 0 });
    // Only the two regions the file names are replaced; the other regions' schools stay listed.
    const activeIn = (inRegions: boolean) =>
      [...chile.values()].filter((s) => s.active === 1 && covered.includes(s.state_id!) === inRegions);
    expect(activeIn(true)).toHaveLength(1);
    expect(activeIn(false)).toHaveLength(chileBefore.filter((s) => !covered.includes(s.state_id!)).length);

    // Other countries are untouched; the lists show what was imported.
    expect(await schoolsOf('mexico')).toEqual(mexicoBefore);
    const listed = (await t.app.inject({ url: `/api/schools/Chile/${nunoa}` })).json();
    expect(listed).toEqual([{ id: chile.get('10234')!.id, school: 'Liceo Nuevo de Ñuñoa' }]);
    const peruList = (await t.app.inject({ url: '/api/school/peru' })).json() as Array<{ school: string }>;
    expect(peruList.map((s) => s.school)).toEqual(
      ['Colegio "Arequipa", sede Cayma', second.name, 'Institución Educativa N.º 40052 El Peruano'].sort(
        (a, b) => a.localeCompare(b, 'es'),
      ),
    );

    // The same file again changes nothing; a deactivated school comes back when listed again.
    const again = await importSchools(t.db, Buffer.from(`\ufeff${csv}\r\n`, 'utf8'), later(2));
    expect(again).toMatchObject({ ok: true, inserted: 0, updated: 0, unchanged: 5, deactivated: 0 });
    const third = peru[2]!;
    const back = await importSchools(
      t.db,
      `${csv}\n${third.country},${third.code},${third.name},,,1\n`,
      later(3),
    );
    expect(back).toMatchObject({ ok: true, inserted: 0, updated: 1, unchanged: 5, deactivated: 0 });
    expect((await schoolsOf('peru')).find((s) => s.code === third.code)).toMatchObject({
      active: 1,
      id: third.id,
    });
  });

  it('refuses a file with any bad row, naming each error and its line, and changes nothing', async () => {
    const before = await snapshot();
    const csv = [
      'country,code,name,state,city,active', // 1
      'Atlántida,X1,Colegio Uno,,,', // 2 unknown country
      'colombia,X2,Colegio Dos,Narnia,Medellín,', // 3 unknown department
      'colombia,X3,Colegio Tres,Antioquia,Cali,', // 4 a city of another department
      'peru,,Colegio sin código,,,', // 5
      'peru,X5,,,,', // 6
      'peru,X6,"Colegio ""El Sol""",,,1', // 7 (valid)
      'peru,X6,Colegio repetido,,,', // 8 code already on line 7
      'chile,X8,Liceo,Región Metropolitana de Santiago,Concepción,', // 9 commune of another region
      'mexico,X9,Colegio,Jalisco,,', // 10 no city
      'peru,X10,"Colegio', // 11 a quoted name over two lines…
      'de dos líneas",,,2', // 12 …with a bad active value: reported at its first line
      'peru,X11,Colegio Once,,,', // 13 (valid)
    ].join('\n');
    const result = await importSchools(t.db, csv, later(10));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 11]);
    const byLine = Object.fromEntries(result.errors.map((e) => [e.line, e.message]));
    expect(byLine).toMatchObject({
      2: 'país desconocido «Atlántida»',
      3: 'departamento desconocido en Colombia: «Narnia»',
      4: 'municipio desconocido en Antioquia: «Cali»',
      5: 'falta el código del colegio',
      6: 'falta el nombre del colegio',
      8: 'el código «X6» ya está en la línea 7',
      9: 'comuna desconocida en Región Metropolitana de Santiago: «Concepción»',
      10: 'falta la ciudad',
      11: 'active debe ser 1 o 0, no «2»',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('reports broken CSV syntax, bad headers and non-UTF-8 files by line', async () => {
    const before = await snapshot();
    const syntax = await importSchools(
      t.db,
      [
        'country,code,name,state,city',
        'peru,A1,Uno,,',
        'peru,A2,Dos,,,extra',
        'peru,A3,Tr"es",,',
        'peru,A4,Cuatro,,',
      ].join('\n'),
      later(20),
    );
    expect(syntax).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'la fila tiene 6 columnas y el encabezado 5' },
        { line: 4, message: expect.stringContaining('comillas mal puestas') },
      ],
    });
    const unclosed = await importSchools(
      t.db,
      'country,code,name,state,city\nperu,A1,"Uno,,\nperu,A2,Dos,,\n',
      later(20),
    );
    expect(unclosed).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'unas comillas se abren y no se cierran' }],
    });

    expect(await importSchools(t.db, 'pais,code,name,state,ciudad\nperu,A1,Uno,,\n', later(20))).toEqual({
      ok: false,
      errors: [
        { line: 1, message: 'columna desconocida «pais» (columnas: country,code,name,state,city,active)' },
        { line: 1, message: 'columna desconocida «ciudad» (columnas: country,code,name,state,city,active)' },
        { line: 1, message: 'falta la columna «country»' },
        { line: 1, message: 'falta la columna «city»' },
      ],
    });
    expect(await importSchools(t.db, 'country,code,name,state,city\n', later(20))).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'el archivo no tiene filas de colegios' }],
    });
    expect(await importSchools(t.db, '', later(20))).toEqual({
      ok: false,
      errors: [{ line: 1, message: 'el archivo está vacío' }],
    });

    // "Bogotá" saved as Latin-1 on line 3.
    const latin1 = Buffer.concat([
      Buffer.from('country,code,name,state,city\ncolombia,B1,Uno,Antioquia,Medellín\ncolombia,B2,Dos,Bogot'),
      Buffer.from([0xe1]),
      Buffer.from(' D.C.,Bogotá D.C.\n'),
    ]);
    expect(await importSchools(t.db, latin1, later(20))).toEqual({
      ok: false,
      errors: [{ line: 3, message: 'el archivo no está en UTF-8 (guárdalo como «CSV UTF-8»)' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('adds unknown cities only when asked, and never in Chile or Colombia', async () => {
    const csv = 'country,code,name,state,city\nargentina,AR-1,Escuela N.º 5 Rivadavia,Córdoba,Arroyito\n';
    const refused = await importSchools(t.db, csv, later(30));
    expect(refused).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'ciudad desconocida en Córdoba: «Arroyito»' }],
    });
    const created = await importSchools(t.db, csv, { ...later(31), createCities: true });
    expect(created).toMatchObject({ ok: true, inserted: 1, citiesCreated: 1 });
    const cordoba = await stateId('argentina', 'Córdoba');
    const arroyito = await cityId(cordoba, 'Arroyito');
    expect((await t.app.inject({ url: `/api/school/city/argentina/${cordoba}` })).json()).toContainEqual({
      id: arroyito,
      city: 'Arroyito',
    });
    // Known now: a second file finds it, in any case or accent.
    expect(
      await importSchools(t.db, `${csv}argentina,AR-2,Colegio San José,cordoba,ARROYITO\n`, later(32)),
    ).toMatchObject({ ok: true, inserted: 1, unchanged: 1, citiesCreated: 0 });

    const colombia = await importSchools(
      t.db,
      'country,code,name,state,city\ncolombia,CO-1,Colegio,Antioquia,Ciudad Gótica\n',
      { ...later(33), createCities: true },
    );
    expect(colombia).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'municipio desconocido en Antioquia: «Ciudad Gótica»' }],
    });
  });
});

describe.each(engines)('official registries on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  const db = () => t.db;
  const later = (minutes: number) => ({ now: new Date(TEST_NOW.getTime() + minutes * 60_000) });
  const placeOf = async (country: string, code: string) =>
    db()
      .selectFrom('schools')
      .innerJoin('states', 'states.id', 'schools.state_id')
      .innerJoin('cities', 'cities.id', 'schools.city_id')
      .select([
        'schools.name as name',
        'states.name as state',
        'cities.name as city',
        'cities.official_code as cityCode',
      ])
      .where('schools.country', '=', country)
      .where('schools.code', '=', code)
      .executeTakeFirstOrThrow();

  it('matches Chile’s official region names, with their “Región de/del” and articles', async () => {
    const csv = [
      'country,code,name,state,city',
      'chile,20001,Liceo Uno,Región de La Araucanía,Temuco',
      'chile,20002,Liceo Dos,Región de Los Ríos,Valdivia',
      'chile,20003,Liceo Tres,Región de Los Lagos,Puerto Montt',
      'chile,20004,Liceo Cuatro,Región del Biobío,Concepción',
      "chile,20005,Liceo Cinco,Región del Libertador General Bernardo O'Higgins,Rancagua",
      'chile,20006,Liceo Seis,Región de Magallanes y de la Antártica Chilena,Punta Arenas',
      'chile,20007,Liceo Siete,Región Metropolitana,Santiago',
    ].join('\n');
    expect(await importSchools(t.db, csv, later(1))).toMatchObject({ ok: true, inserted: 7 });
    expect(await placeOf('chile', '20001')).toMatchObject({ state: 'La Araucanía', city: 'Temuco' });
    expect(await placeOf('chile', '20002')).toMatchObject({ state: 'Los Ríos', city: 'Valdivia' });
    expect(await placeOf('chile', '20003')).toMatchObject({ state: 'Los Lagos', city: 'Puerto Montt' });
  });

  it('reads codes that lost their leading zeros in a spreadsheet', async () => {
    const csv = [
      'country,code,name,state,city',
      'chile,20011,Escuela Temuco,9,9101', // La Araucanía 09, Temuco 09101
      'chile,20012,Escuela Iquique,1,1101', // Tarapacá 01, Iquique 01101
      'colombia,105001000099,Colegio Medellín,5,5001', // Antioquia 05, Medellín 05001
    ].join('\n');
    expect(await importSchools(t.db, csv, later(2))).toMatchObject({ ok: true, inserted: 3 });
    expect(await placeOf('chile', '20011')).toMatchObject({ state: 'La Araucanía', city: 'Temuco' });
    expect(await placeOf('chile', '20012')).toMatchObject({ state: 'Tarapacá', city: 'Iquique' });
    expect(await placeOf('colombia', '105001000099')).toMatchObject({ state: 'Antioquia', city: 'Medellín' });
  });

  it('reads a file saved by a spreadsheet in Spanish: `;` separators, BOM, CRLF (decision 0078)', async () => {
    const csv =
      '\uFEFFcountry;code;name;state;city\r\n' +
      'chile;20021;"Escuela Temuco; sede norte, anexo";9;9101\r\n' +
      'chile;20022;Liceo Iquique, Bicentenario;1;1101\r\n';
    expect(await importSchools(t.db, csv, later(3))).toMatchObject({ ok: true, inserted: 2 });
    expect(await placeOf('chile', '20021')).toMatchObject({
      name: 'Escuela Temuco; sede norte, anexo',
      city: 'Temuco',
    });
    expect(await placeOf('chile', '20022')).toMatchObject({ name: 'Liceo Iquique, Bicentenario' });
  });

  it('stores the DANE code of all 1,122 Colombian municipalities and accepts DIVIPOLA’s long names', async () => {
    const rows = await db()
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.official_code as code', 'cities.name', 'states.official_code as department'])
      .where('states.country', '=', 'colombia')
      .execute();
    expect(rows).toHaveLength(1122);
    expect(new Set(rows.map((r) => r.code)).size).toBe(1122);
    for (const r of rows) {
      expect(r.department).toMatch(/^\d{2}$/);
      expect(r.code).toMatch(/^\d{5}$/);
      expect(r.code!.slice(0, 2)).toBe(r.department);
    }
    const byCode = new Map(rows.map((r) => [r.code, r.name]));
    expect(byCode.get('11001')).toBe('Bogotá D.C.');
    expect(byCode.get('05001')).toBe('Medellín');
    expect(byCode.get('54001')).toBe('Cúcuta');
    expect(byCode.get('13468')).toBe('Mompós');

    const csv = [
      'country,code,name,state,city',
      'colombia,154001000001,Colegio Cúcuta,NORTE DE SANTANDER,SAN JOSÉ DE CÚCUTA',
      'colombia,113468000001,Colegio Mompox,BOLÍVAR,SANTA CRUZ DE MOMPOX',
      'colombia,176001000001,Colegio Cali,76,76001',
      'colombia,111001000001,Colegio Bogotá,"BOGOTÁ, D.C.",11001',
    ].join('\n');
    expect(await importSchools(t.db, csv, later(3))).toMatchObject({ ok: true, inserted: 4 });
    expect(await placeOf('colombia', '154001000001')).toMatchObject({ city: 'Cúcuta', cityCode: '54001' });
    expect(await placeOf('colombia', '113468000001')).toMatchObject({ city: 'Mompós', cityCode: '13468' });
    expect(await placeOf('colombia', '176001000001')).toMatchObject({ city: 'Cali', cityCode: '76001' });
    expect(await placeOf('colombia', '111001000001')).toMatchObject({ city: 'Bogotá D.C.' });
  });

  it('lists El Salvador’s current division: 14 departments and the 44 municipios of 2024', async () => {
    const states = (await t.app.inject({ url: '/api/school/province/elsalvador' })).json() as Array<{
      id: string;
      state: string;
    }>;
    expect(states).toHaveLength(14);
    let municipios: string[] = [];
    for (const s of states) {
      const cities = (await t.app.inject({ url: `/api/school/city/elsalvador/${s.id}` })).json() as Array<{
        city: string;
      }>;
      municipios = [...municipios, ...cities.map((c) => c.city)];
    }
    expect(municipios).toHaveLength(44);
    expect(municipios).toEqual(
      expect.arrayContaining(['San Salvador Centro', 'La Libertad Sur', 'Santa Ana Oeste']),
    );
    expect(municipios).not.toContain('Soyapango');
  });

  it('names each kind of place with its own gender', async () => {
    const csv = [
      'country,code,name,state,city',
      'chile,X1,Liceo,Región de Narnia,Temuco',
      'chile,X2,Liceo,La Araucanía,Narnia',
      'colombia,X3,Colegio,Narnia,Medellín',
      'colombia,X4,Colegio,Antioquia,Narnia',
      'argentina,X5,Escuela,Narnia,Rosario',
      'mexico,X6,Escuela,Narnia,Puebla',
      'el salvador,X7,Escuela,San Salvador,Narnia',
      'argentina,X8,Escuela,,',
    ].join('\n');
    const result = await importSchools(t.db, csv, later(4));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.message)).toEqual([
      'región desconocida en Chile: «Región de Narnia»',
      'comuna desconocida en La Araucanía: «Narnia»',
      'departamento desconocido en Colombia: «Narnia»',
      'municipio desconocido en Antioquia: «Narnia»',
      'provincia desconocida en Argentina: «Narnia»',
      'estado desconocido en México: «Narnia»',
      'municipio desconocido en San Salvador: «Narnia»',
      'falta la provincia',
      'falta la ciudad',
    ]);
  });

  it('reports every error of the file in one run, each on its own line', async () => {
    const before = await db().selectFrom('schools').selectAll().orderBy('id').execute();
    const wrongColumns = await importSchools(
      t.db,
      [
        'country,code,name,state,city',
        'peru,A1,Uno,,,extra', // 2 one column too many
        'peru,A2,,,', // 3 no name
        'atlantida,A3,Tres,,', // 4 unknown country
        'peru,A4', // 5 too few columns
        'peru,A5,Cinco,,', // 6 (valid)
      ].join('\n'),
      later(5),
    );
    expect(wrongColumns).toEqual({
      ok: false,
      errors: [
        { line: 2, message: 'la fila tiene 6 columnas y el encabezado 5' },
        { line: 3, message: 'falta el nombre del colegio' },
        { line: 4, message: 'país desconocido «atlantida»' },
        { line: 5, message: 'la fila tiene 2 columnas y el encabezado 5' },
      ],
    });
    // A stray quote on line 2 must not pair with the one that opens on line 3 and never closes.
    const unclosed = await importSchools(
      t.db,
      'country,code,name,state,city\nperu,A1,Colegio 5" pulgadas,,\nperu,A2,"Dos,,\nperu,A3,Tres,,\n',
      later(5),
    );
    expect(unclosed).toEqual({
      ok: false,
      errors: [
        { line: 2, message: expect.stringContaining('comillas mal puestas') },
        { line: 3, message: 'unas comillas se abren y no se cierran' },
      ],
    });
    // After a quoted name over several lines, the unclosed quote is still found on its own line.
    const multiline = await importSchools(
      t.db,
      'country,code,name,state,city\nperu,A1,"Uno\n\nsede",,\n\nperu,A2,Dos,"Lima,\nperu,A3,Tres,,\n',
      later(5),
    );
    expect(multiline).toEqual({
      ok: false,
      errors: [{ line: 6, message: 'unas comillas se abren y no se cierran' }],
    });
    expect(await db().selectFrom('schools').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('a dry run counts what would change and changes nothing', async () => {
    const snapshot = async () => ({
      schools: await db().selectFrom('schools').selectAll().orderBy('id').execute(),
      cities: await db().selectFrom('cities').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();
    const peruActive = before.schools.filter((s) => s.country === 'peru' && s.active === 1);
    const cordoba = (
      await db()
        .selectFrom('states')
        .select('id')
        .where('country', '=', 'argentina')
        .where('name', '=', 'Córdoba')
        .executeTakeFirstOrThrow()
    ).id;
    const cordobaActive = before.schools.filter((s) => s.state_id === cordoba && s.active === 1);
    expect(cordobaActive.length).toBeGreaterThan(0);
    const csv = [
      'country,code,name,state,city',
      `peru,${peruActive[0]!.code},Nombre nuevo,,`,
      'peru,PE-DRY-1,Colegio Nuevo,,',
      'argentina,AR-DRY-1,Escuela Nueva,Córdoba,Villa Nueva de Prueba',
    ].join('\n');
    const options = { ...later(6), createCities: true, dryRun: true };
    expect(await importSchools(t.db, csv, options)).toEqual({
      ok: true,
      countries: ['peru', 'argentina'],
      inserted: 2,
      updated: 1,
      unchanged: 0,
      deactivated: peruActive.length - 1 + cordobaActive.length,
      citiesCreated: 1,
      dryRun: true,
    });
    expect(await snapshot()).toEqual(before);
    // The places a dry run's preparation adds are rolled back with it.
    const prepared = await importSchools(t.db, csv, {
      ...options,
      prepare: (trx) => trx.deleteFrom('schools').where('country', '=', 'mexico').execute(),
    });
    expect(prepared).toMatchObject({ ok: true, dryRun: true });
    expect(await snapshot()).toEqual(before);
  });

  it('fills the codes of a database filled before them and moves El Salvador’s retired cities', async () => {
    // A database filled before this change: Colombia without codes, an old Salvadoran city.
    await db()
      .updateTable('cities')
      .set({ official_code: null, official_name: null })
      .where('official_code', 'like', '54%')
      .execute();
    const [retiredId, municipioId] = directoryPlaces().retiredCities.find(
      ([, id]) => directoryPlaces().cities.find((c) => c[0] === id)?.[3] === 'San Salvador Centro',
    )!;
    const municipio = await db()
      .selectFrom('cities')
      .select(['state_id'])
      .where('id', '=', municipioId)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('cities')
      .values({
        id: retiredId,
        state_id: municipio.state_id,
        official_code: null,
        official_name: null,
        name: 'San Salvador',
      })
      .execute();
    await db()
      .insertInto('schools')
      .values({
        id: 'c7a1e1f0-0000-4000-8000-000000000001',
        country: 'el salvador',
        code: 'SV-OLD-1',
        name: 'Escuela Antigua',
        state_id: municipio.state_id,
        city_id: retiredId,
        active: 1,
        created_at: TEST_NOW.toISOString(),
        updated_at: TEST_NOW.toISOString(),
      })
      .execute();

    const result = await t.db.transaction().execute((trx) => ensureReferencePlaces(trx));
    expect(result).toMatchObject({ states: 0, cities: 0, retired: 1 });
    expect(result.filled).toBeGreaterThanOrEqual(40);
    const cucuta = await db()
      .selectFrom('cities')
      .select(['official_code', 'official_name'])
      .where('name', '=', 'Cúcuta')
      .executeTakeFirstOrThrow();
    expect(cucuta).toEqual({ official_code: '54001', official_name: 'San José de Cúcuta' });
    expect(await db().selectFrom('cities').select('id').where('id', '=', retiredId).execute()).toEqual([]);
    expect(
      await db()
        .selectFrom('schools')
        .select('city_id')
        .where('code', '=', 'SV-OLD-1')
        .executeTakeFirstOrThrow(),
    ).toEqual({ city_id: municipioId });
    // A second run has nothing left to do.
    expect(await t.db.transaction().execute((trx) => ensureReferencePlaces(trx))).toEqual({
      states: 0,
      cities: 0,
      filled: 0,
      retired: 0,
    });
  });

  it('replaces only the states a file covers, unless told to replace the country', async () => {
    const states = await db()
      .selectFrom('states')
      .select(['id', 'name'])
      .where('country', '=', 'mexico')
      .execute();
    const jalisco = states.find((s) => s.name === 'Jalisco')!.id;
    const active = async () =>
      db()
        .selectFrom('schools')
        .select(['code', 'state_id'])
        .where('country', '=', 'mexico')
        .where('active', '=', 1)
        .execute();
    const before = await active();
    const elsewhere = before.filter((s) => s.state_id !== jalisco).length;
    expect(elsewhere).toBeGreaterThan(0);
    const csv = 'country,code,name,state,city\nmexico,MX-JAL-1,Escuela Jalisco,Jalisco,Guadalajara\n';
    expect(await importSchools(t.db, csv, later(7))).toMatchObject({
      ok: true,
      inserted: 1,
      deactivated: before.length - elsewhere,
    });
    const after = await active();
    expect(after.filter((s) => s.state_id !== jalisco)).toHaveLength(elsewhere);
    expect(after.filter((s) => s.state_id === jalisco).map((s) => s.code)).toEqual(['MX-JAL-1']);

    expect(await importSchools(t.db, csv, { ...later(8), replaceCountry: true })).toMatchObject({
      ok: true,
      unchanged: 1,
      deactivated: elsewhere,
    });
    expect((await active()).map((s) => s.code)).toEqual(['MX-JAL-1']);
  });
});

describe('the directory:import command', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-import-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const command = async (file: string, ...flags: string[]) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: path.join(dir, 'data'),
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    try {
      // As staff type it at the repository root, with a path relative to where they are.
      const { stdout, stderr } = await run(
        'npm',
        ['run', '--silent', 'directory:import', '--', ...flags, path.relative(repoRoot, file)],
        { cwd: repoRoot, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('migrates an empty SQLite database, loads the reference places and imports a file', async () => {
    const good = path.join(dir, 'colegios.csv');
    fs.writeFileSync(
      good,
      'country,code,name,state,city,active\n' +
        'colombia,105001000001,Institución Educativa Javiera Londoño,Antioquia,Medellín,1\n' +
        'chile,8930,"Liceo Bicentenario Valparaíso, sede Playa Ancha",Valparaíso,Valparaíso,\n',
    );
    const ok = await command(good);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Importación completada (Colombia, Chile).');
    expect(ok.stdout).toContain('nuevos: 2');
    expect(ok.stdout).toContain('desactivados: 0');

    const bad = path.join(dir, 'con-errores.csv');
    fs.writeFileSync(
      bad,
      'country,code,name,state,city\ncolombia,1,Uno,Antioquia,Medellín\nchile,2,Dos,Maule,Narnia\n',
    );
    const refused = await command(bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('El archivo no se ha importado (no se ha cambiado nada).');
    expect(refused.stderr).toContain('línea 3: comuna desconocida en Maule: «Narnia»');

    // A dry run says what the file would change and changes nothing.
    const next = path.join(dir, 'siguiente.csv');
    fs.writeFileSync(next, 'country,code,name,state,city\ncolombia,105001000002,Colegio Nuevo,5,5001\n');
    const dry = await command(next, '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Prueba sin cambios (Colombia): esto es lo que haría la importación.');
    expect(dry.stdout).toContain('nuevos: 1');
    expect(dry.stdout).toContain('desactivados: 1');

    const { db } = createDatabase({ dataDir: path.join(dir, 'data') });
    try {
      const schools = await db
        .selectFrom('schools')
        .select(['code', 'name', 'active'])
        .orderBy('code')
        .execute();
      expect(schools).toEqual([
        { code: '105001000001', name: 'Institución Educativa Javiera Londoño', active: 1 },
        { code: '8930', name: 'Liceo Bicentenario Valparaíso, sede Playa Ancha', active: 1 },
      ]);
      const states = await db
        .selectFrom('states')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(states.n)).toBe(directoryPlaces().states.length);
      // No demo content: the command loads reference data only.
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
