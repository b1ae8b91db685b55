import { describe, expect, it } from 'vitest';
import { planImport, type DirectoryState, type Records } from './directory.import.ts';

/** The pure half of the school import: no database, the directory's state given as rows. */
const now = new Date('2026-11-20T10:00:00.000Z');
const stamp = now.toISOString();

const state: DirectoryState = {
  states: [
    { id: 's-lima', country: 'peru', name: 'Lima', iso_code: 'PE-LIM', official_code: '15' },
    { id: 's-cusco', country: 'peru', name: 'Cusco', iso_code: 'PE-CUS', official_code: '08' },
  ],
  cities: [
    {
      id: 'c-miraflores',
      state_id: 's-lima',
      name: 'Miraflores',
      official_code: '150122',
      official_name: null,
    },
    { id: 'c-cusco', state_id: 's-cusco', name: 'Cusco', official_code: '080101', official_name: null },
  ],
  schools: [
    // Unchanged, changed, and two the file leaves out (one in a state it names, one in another).
    {
      id: 'k1',
      country: 'peru',
      code: 'A1',
      name: 'Colegio Uno',
      state_id: 's-lima',
      city_id: 'c-miraflores',
      active: 1,
    },
    {
      id: 'k2',
      country: 'peru',
      code: 'A2',
      name: 'Nombre viejo',
      state_id: 's-lima',
      city_id: 'c-miraflores',
      active: 1,
    },
    {
      id: 'k3',
      country: 'peru',
      code: 'A3',
      name: 'Colegio Tres',
      state_id: 's-lima',
      city_id: 'c-miraflores',
      active: 1,
    },
    {
      id: 'k4',
      country: 'peru',
      code: 'B1',
      name: 'Colegio Cusco',
      state_id: 's-cusco',
      city_id: 'c-cusco',
      active: 1,
    },
  ],
};

const row = (line: number, values: Partial<Records[number]['values']>): Records[number] => ({
  line,
  values: { country: 'Perú', code: '', name: '', state: 'Lima', city: 'Miraflores', active: '', ...values },
});

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('planImport', () => {
  const records = [
    row(2, { code: 'A1', name: 'Colegio Uno' }),
    row(3, { code: 'A2', name: 'Nombre nuevo' }),
    row(4, { code: 'A9', name: 'Colegio Nueve', state: 'lima', city: 'MIRAFLORES', active: '0' }),
  ];

  it('inserts new codes, updates changed ones and deactivates those left out of the states it names', () => {
    const planned = planImport({ records, errors: [] }, state, { now }, ids());
    expect(planned).toEqual({
      ok: true,
      plan: {
        countries: ['peru'],
        cities: [],
        inserts: [
          {
            id: 'new-2',
            country: 'peru',
            code: 'A9',
            name: 'Colegio Nueve',
            state_id: 's-lima',
            city_id: 'c-miraflores',
            active: 0,
            updated_at: stamp,
            created_at: stamp,
          },
        ],
        updates: [
          expect.objectContaining({ id: 'new-1', code: 'A2', name: 'Nombre nuevo', state_id: 's-lima' }),
        ],
        unchanged: 1,
        deactivate: ['k3'],
        stamp,
      },
    });
  });

  it('deactivates the whole country with replaceCountry', () => {
    const planned = planImport({ records, errors: [] }, state, { now, replaceCountry: true }, ids());
    expect(planned.ok && planned.plan.deactivate).toEqual(['k3', 'k4']);
  });

  it('plans a city the file names once, for every row that names it, with createCities', () => {
    const planned = planImport(
      {
        records: [
          row(2, { code: 'C1', name: 'Uno', city: 'Barranco' }),
          row(3, { code: 'C2', name: 'Dos', city: 'barranco' }),
        ],
        errors: [],
      },
      state,
      { now, createCities: true },
      ids(),
    );
    if (!planned.ok) throw new Error('expected a plan');
    expect(planned.plan.cities).toEqual([
      { id: 'new-1', state_id: 's-lima', official_code: null, official_name: null, name: 'Barranco' },
    ]);
    expect(planned.plan.inserts.map((s) => s.city_id)).toEqual(['new-1', 'new-1']);
  });

  it('answers every error by line, reading errors included, and plans nothing', () => {
    const planned = planImport(
      {
        records: [
          row(3, { code: 'A1', name: '', country: 'Atlántida' }),
          row(4, { code: 'D1', name: 'Colegio', city: 'Barranco' }),
          row(5, { code: 'D1', name: 'Otro', active: 'quizá' }),
        ],
        errors: [{ line: 2, message: 'no se puede leer la fila' }],
      },
      state,
      { now },
      ids(),
    );
    expect(planned).toEqual({
      ok: false,
      errors: [
        { line: 2, message: 'no se puede leer la fila' },
        { line: 3, message: 'país desconocido «Atlántida»' },
        { line: 3, message: 'falta el nombre del colegio' },
        { line: 4, message: expect.stringContaining('«Barranco»') },
        { line: 5, message: 'active debe ser 1 o 0, no «quizá»' },
        { line: 5, message: 'el código «D1» ya está en la línea 4' },
      ],
    });
  });
});
