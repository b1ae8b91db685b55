import { parse } from 'csv-parse/sync';
import { countryLabel } from '@foro/shared/directory/countries';
import { countryFromSegment, countryLevelSchoolCountries } from '@foro/shared/directory/schemas';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { directoryDb, type DirectoryDb } from './directory.tables.ts';

/**
 * Staff's school list (docs/product/directory.md#school-import): a UTF-8 CSV file with a header row, loaded
 * in one transaction. Every row is checked first; a file with any error changes nothing.
 */
export const IMPORT_COLUMNS = ['country', 'code', 'name', 'state', 'city', 'active'] as const;
const REQUIRED_COLUMNS = ['country', 'code', 'name', 'state', 'city'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

/** Countries whose official city lists are complete: an unknown city there is always a mistake. */
const OFFICIAL_CITY_LISTS = new Set(['chile', 'colombia']);

export interface ImportOptions {
  now: Date;
  /**
   * Adds cities the file names under a known state instead of refusing them (not for Chile and
   * Colombia, whose lists are official and complete).
   */
  createCities?: boolean;
}

export interface ImportError {
  /** Line of the file (1 is the header). */
  line: number;
  message: string;
}

export type ImportResult =
  | {
      ok: true;
      countries: string[];
      inserted: number;
      updated: number;
      unchanged: number;
      deactivated: number;
      citiesCreated: number;
    }
  | { ok: false; errors: ImportError[] };

/** Names compared the way people type them: case, accents and punctuation aside. */
const fold = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "Región de Valparaíso", "Región del Maule", "Región Metropolitana": the region's name alone. */
const withoutRegionPrefix = (folded: string): string =>
  folded.replace(/^region (de la |del |de los |de )?/, '').replace(/ de santiago$/, '');

const ACTIVE: Record<string, number> = { '': 1, '1': 1, '0': 0, true: 1, false: 0, si: 1, sí: 1, no: 0 };
const MAX_CODE = 40;
const MAX_NAME = 200;
const MAX_CITY = 120;
const CHUNK = 400;

function decode(input: string | Uint8Array): { text: string } | { error: ImportError } {
  if (typeof input === 'string') return { text: input };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(input) };
  } catch {
    // Name the first line that is not UTF-8 (a spreadsheet saved as Latin-1, usually).
    let line = 1;
    let start = 0;
    for (let i = 0; i <= input.length; i++) {
      if (i === input.length || input[i] === 0x0a) {
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(input.subarray(start, i));
        } catch {
          break;
        }
        line++;
        start = i + 1;
      }
    }
    return { error: { line, message: 'el archivo no está en UTF-8 (guárdalo como «CSV UTF-8»)' } };
  }
}

const csvMessage = (code: string | undefined): string => {
  switch (code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return 'la fila no tiene el mismo número de columnas que el encabezado';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'unas comillas se abren y no se cierran';
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'comillas mal puestas: un campo con comas o comillas va entero entre comillas, y sus comillas se duplican ("")';
    default:
      return 'no se puede leer la fila';
  }
};

/** The line of a quote that opens and never closes (csv-parse reports where the file ends). */
function unclosedQuoteLine(text: string): number | undefined {
  let line = 1;
  let openedAt: number | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    else if (ch === '"') {
      if (openedAt === undefined) openedAt = line;
      else if (text[i + 1] === '"') i++;
      else openedAt = undefined;
    }
  }
  return openedAt;
}

interface Row {
  line: number;
  country: string;
  code: string;
  name: string;
  stateId: string | null;
  /** An existing city, or the key of a city to create. */
  cityId: string | null;
  newCity?: { key: string; stateId: string; name: string };
  active: number;
}

/** Reads and checks the file. Returns the rows, or every error with its line. */
function readRows(
  text: string,
): { records: Array<{ line: number; values: Record<Column, string> }> } | { errors: ImportError[] } {
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  const normalized = text.replace(/\r\n?/g, '\n');
  const parsed = parse(normalized, {
    bom: true,
    info: true,
    raw: true,
    trim: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const code = (error as { code?: string } | undefined)?.code;
      const end = (error as { lines?: number } | undefined)?.lines ?? 0;
      const line = code === 'CSV_QUOTE_NOT_CLOSED' ? (unclosedQuoteLine(normalized) ?? end) : end;
      const message = csvMessage(code);
      const key = `${line}:${message}`;
      if (!seen.has(key)) errors.push({ line, message });
      seen.add(key);
    },
  }) as unknown as Array<{ record: string[]; raw: string; info: { lines: number } }>;

  const withLines = parsed.map(({ record, raw, info }) => ({
    record,
    // The line where the record starts (a quoted field may span several lines).
    line: info.lines - (raw.replace(/\n$/, '').match(/\n/g)?.length ?? 0),
  }));
  const header = withLines.shift();
  if (!header) return { errors: [{ line: 1, message: 'el archivo está vacío' }] };
  const names = header.record.map((h) => h.toLowerCase());
  const index = new Map<string, number>();
  names.forEach((n, i) => {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(n))
      errors.push({
        line: header.line,
        message: `columna desconocida «${n}» (columnas: ${IMPORT_COLUMNS.join(',')})`,
      });
    else if (index.has(n)) errors.push({ line: header.line, message: `la columna «${n}» está repetida` });
    else index.set(n, i);
  });
  for (const c of REQUIRED_COLUMNS)
    if (!index.has(c)) errors.push({ line: header.line, message: `falta la columna «${c}»` });
  if (errors.some((e) => e.line === header.line)) return { errors };
  if (!withLines.length && !errors.length)
    return { errors: [{ line: 2, message: 'el archivo no tiene filas de colegios' }] };
  if (errors.length) return { errors };

  return {
    records: withLines.map(({ record, line }) => {
      const values = {} as Record<Column, string>;
      for (const c of IMPORT_COLUMNS) values[c] = index.has(c) ? (record[index.get(c)!] ?? '') : '';
      return { line, values };
    }),
  };
}

type Place = { id: string; name: string };
/** Folded name or code → place; `null` marks a key two places share. */
type Lookup = Map<string, Place | null>;
interface Places {
  /** By country: names and codes, then names without "Región de" (Chile). */
  states: Map<string, { exact: Lookup; loose: Lookup }>;
  cities: Map<string, Lookup>;
}

const add = (map: Lookup, key: string | null, value: Place) => {
  if (!key) return;
  map.set(key, map.has(key) && map.get(key)?.id !== value.id ? null : value);
};
/** The place of the first key known, `null` when that key is ambiguous, `undefined` when none is. */
const lookup = (keys: Array<[Lookup, string]>): Place | null | undefined => {
  for (const [map, key] of keys) if (map.has(key)) return map.get(key);
  return undefined;
};

/** Lookup tables of the file's countries by folded name and official codes. */
async function loadPlaces(d: DirectoryDb, countries: string[]): Promise<Places> {
  const states: Places['states'] = new Map(countries.map((c) => [c, { exact: new Map(), loose: new Map() }]));
  const cities: Places['cities'] = new Map();
  if (!countries.length) return { states, cities };
  const stateRows = await d
    .selectFrom('states')
    .select(['id', 'country', 'name', 'iso_code', 'official_code'])
    .where('country', 'in', countries)
    .execute();
  for (const s of stateRows) {
    const { exact, loose } = states.get(s.country)!;
    const value = { id: s.id, name: s.name };
    add(exact, fold(s.name), value);
    add(exact, s.iso_code && fold(s.iso_code), value);
    add(exact, s.official_code && fold(s.official_code), value);
    add(loose, withoutRegionPrefix(fold(s.name)), value);
    cities.set(s.id, new Map());
  }
  const stateIds = stateRows.map((s) => s.id);
  for (let i = 0; i < stateIds.length; i += CHUNK) {
    const rows = await d
      .selectFrom('cities')
      .select(['id', 'state_id', 'name', 'official_code'])
      .where('state_id', 'in', stateIds.slice(i, i + CHUNK))
      .execute();
    for (const c of rows) {
      const map = cities.get(c.state_id)!;
      const value = { id: c.id, name: c.name };
      add(map, fold(c.name), value);
      add(map, c.official_code && fold(c.official_code), value);
    }
  }
  return { states, cities };
}

function findState(places: Places, country: string, value: string) {
  const { exact, loose } = places.states.get(country)!;
  const folded = fold(value);
  return lookup([
    [exact, folded],
    [loose, withoutRegionPrefix(folded)],
  ]);
}

/**
 * Loads a CSV of schools (columns `country,code,name,state,city,active`): inserts new codes, updates
 * known ones, and deactivates the schools of the file's countries that the file leaves out. Either
 * the whole file is applied or, with any error, nothing.
 */
export async function importSchools(
  db: Db,
  input: string | Uint8Array,
  options: ImportOptions,
): Promise<ImportResult> {
  const decoded = decode(input);
  if ('error' in decoded) return { ok: false, errors: [decoded.error] };
  const read = readRows(decoded.text);
  if ('errors' in read) return { ok: false, errors: read.errors.sort((a, b) => a.line - b.line) };
  const stamp = options.now.toISOString();

  return directoryDb(db)
    .transaction()
    .execute(async (trx): Promise<ImportResult> => {
      const errors: ImportError[] = [];
      const fail = (line: number, message: string) => errors.push({ line, message });

      const countryOf = new Map<number, string>();
      for (const { line, values } of read.records) {
        if (!values.country) fail(line, 'falta el país');
        else {
          const country = countryFromSegment(values.country);
          if (country) countryOf.set(line, country.key);
          else fail(line, `país desconocido «${values.country}»`);
        }
      }
      const countries = [...new Set(countryOf.values())];
      const places = await loadPlaces(trx, countries);

      const rows: Row[] = [];
      const codeLines = new Map<string, number>();
      const newCities = new Map<string, { id: string; stateId: string; name: string }>();
      for (const { line, values } of read.records) {
        const country = countryOf.get(line);
        const { code, name } = values;
        if (!code) fail(line, 'falta el código del colegio');
        else if (code.length > MAX_CODE) fail(line, `el código tiene más de ${MAX_CODE} caracteres`);
        if (!name) fail(line, 'falta el nombre del colegio');
        else if (name.length > MAX_NAME) fail(line, `el nombre tiene más de ${MAX_NAME} caracteres`);
        const active = ACTIVE[values.active.toLowerCase()];
        if (active === undefined) fail(line, `active debe ser 1 o 0, no «${values.active}»`);
        if (!country) continue;

        if (code) {
          const key = `${country}\u0000${code}`;
          const first = codeLines.get(key);
          if (first !== undefined) fail(line, `el código «${code}» ya está en la línea ${first}`);
          else codeLines.set(key, line);
        }

        const label = countryLabel(country);
        const placeRequired = !countryLevelSchoolCountries.includes(country);
        const chile = country === 'chile';
        let stateId: string | null = null;
        let state: { id: string; name: string } | null | undefined;
        if (values.state) {
          state = findState(places, country, values.state);
          if (state) stateId = state.id;
          else
            fail(
              line,
              state === null
                ? `«${values.state}» corresponde a más de un lugar de ${label}; usa su código`
                : `${chile ? 'región' : 'departamento, estado o provincia'} desconocido en ${label}: «${values.state}»`,
            );
        } else if (placeRequired)
          fail(line, chile ? 'falta la región' : 'falta el departamento, estado o provincia');

        let cityId: string | null = null;
        let newCity: Row['newCity'];
        if (values.city) {
          if (!values.state)
            fail(line, `falta ${chile ? 'la región de la comuna' : 'el estado de la ciudad'}`);
          else if (state) {
            const city = lookup([[places.cities.get(state.id)!, fold(values.city)]]);
            if (city) cityId = city.id;
            else if (city === null)
              fail(line, `«${values.city}» corresponde a más de una ciudad de ${state.name}`);
            else if (options.createCities && !OFFICIAL_CITY_LISTS.has(country)) {
              if (values.city.length > MAX_CITY) fail(line, `la ciudad tiene más de ${MAX_CITY} caracteres`);
              newCity = {
                key: `${state.id}\u0000${fold(values.city)}`,
                stateId: state.id,
                name: values.city,
              };
            } else
              fail(line, `${chile ? 'comuna' : 'ciudad'} desconocida en ${state.name}: «${values.city}»`);
          }
        } else if (placeRequired) fail(line, chile ? 'falta la comuna' : 'falta la ciudad');

        rows.push({
          line,
          country,
          code,
          name,
          stateId,
          cityId,
          active: active ?? 1,
          ...(newCity ? { newCity } : {}),
        });
      }
      if (errors.length) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };

      // Cities staff named that the directory did not have yet (with createCities only).
      for (const row of rows) {
        if (!row.newCity) continue;
        let city = newCities.get(row.newCity.key);
        if (!city) {
          city = { id: newId(), stateId: row.newCity.stateId, name: row.newCity.name };
          newCities.set(row.newCity.key, city);
        }
        row.cityId = city.id;
      }
      const cityRows = [...newCities.values()].map((c) => ({
        id: c.id,
        state_id: c.stateId,
        official_code: null,
        name: c.name,
      }));
      for (let i = 0; i < cityRows.length; i += CHUNK)
        await trx
          .insertInto('cities')
          .values(cityRows.slice(i, i + CHUNK))
          .execute();

      const existing = await trx
        .selectFrom('schools')
        .select(['id', 'country', 'code', 'name', 'state_id', 'city_id', 'active'])
        .where('country', 'in', countries)
        .execute();
      const byCode = new Map(existing.map((s) => [`${s.country}\u0000${s.code}`, s]));
      const inserts = [];
      const updates = [];
      let unchanged = 0;
      for (const r of rows) {
        const values = {
          country: r.country,
          code: r.code,
          name: r.name,
          state_id: r.stateId,
          city_id: r.cityId,
          active: r.active,
          updated_at: stamp,
        };
        const old = byCode.get(`${r.country}\u0000${r.code}`);
        if (!old) inserts.push({ ...values, id: newId(), created_at: stamp });
        else if (
          old.name !== r.name ||
          old.state_id !== r.stateId ||
          old.city_id !== r.cityId ||
          old.active !== r.active
        )
          // A fresh id never collides: the conflict on (country, code) updates the row, keeping its id.
          updates.push({ ...values, id: newId(), created_at: stamp });
        else unchanged++;
      }
      const inFile = new Set(rows.map((r) => `${r.country}\u0000${r.code}`));
      const missing = existing
        .filter((s) => s.active === 1 && !inFile.has(`${s.country}\u0000${s.code}`))
        .map((s) => s.id);

      for (let i = 0; i < inserts.length; i += CHUNK)
        await trx
          .insertInto('schools')
          .values(inserts.slice(i, i + CHUNK))
          .execute();
      // Changed schools in bulk: an upsert on (country, code) that keeps their id and created_at.
      for (let i = 0; i < updates.length; i += CHUNK)
        await trx
          .insertInto('schools')
          .values(updates.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc.columns(['country', 'code']).doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              state_id: eb.ref('excluded.state_id'),
              city_id: eb.ref('excluded.city_id'),
              active: eb.ref('excluded.active'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      for (let i = 0; i < missing.length; i += CHUNK)
        await trx
          .updateTable('schools')
          .set({ active: 0, updated_at: stamp })
          .where('id', 'in', missing.slice(i, i + CHUNK))
          .execute();

      return {
        ok: true,
        countries,
        inserted: inserts.length,
        updated: updates.length,
        unchanged,
        deactivated: missing.length,
        citiesCreated: cityRows.length,
      };
    });
}

/** The summary the command prints, in Spanish for the staff who run it. */
export function formatImportResult(result: ImportResult): string {
  if (!result.ok) {
    const lines = result.errors.map((e) => `  línea ${e.line}: ${e.message}`);
    return `El archivo no se ha importado (no se ha cambiado nada). Errores:\n${lines.join('\n')}\n`;
  }
  const names = result.countries.map(countryLabel).join(', ');
  return [
    `Importación completada (${names}).`,
    `  nuevos: ${result.inserted}`,
    `  actualizados: ${result.updated}`,
    `  sin cambios: ${result.unchanged}`,
    `  desactivados: ${result.deactivated}`,
    ...(result.citiesCreated ? [`  ciudades nuevas: ${result.citiesCreated}`] : []),
    '',
  ].join('\n');
}
