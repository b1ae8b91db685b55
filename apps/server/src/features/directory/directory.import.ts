import { parse } from 'csv-parse/sync';
import { csvSeparatorOf } from '../../lib/csv.ts';
import { countryLabel } from '@foro/shared/directory/countries';
import { countryFromSegment, countryLevelSchoolCountries } from '@foro/shared/directory/schemas';
import type { Db } from '../../db/database.ts';
import type { CitiesTable, SchoolsTable, StatesTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { padOfficialCode, placeNouns, unknownPlace, withArticle } from './directory.place-kinds.ts';

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
  /** Checks the file and counts what would change, then rolls everything back. */
  dryRun?: boolean;
  /**
   * Deactivates every school of the file's countries that the file leaves out. Without it only the
   * schools of the states (Chile: regions) the file names are, so a file of one region leaves the
   * others alone.
   */
  replaceCountry?: boolean;
  /** Runs first in the import's transaction (the command adds missing reference places). */
  prepare?: (trx: Db) => Promise<unknown>;
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
      dryRun: boolean;
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

/**
 * The name without the words official lists put around it, applied to both sides of a comparison:
 * "Región de La Araucanía" and "La Araucanía" → "araucania", "Región del Maule" → "maule",
 * "Región Metropolitana de Santiago" → "metropolitana", "Departamento de Antioquia" → "antioquia".
 */
const withoutPrefix = (folded: string): string =>
  folded
    .replace(/^(region|departamento|provincia) /, '')
    .replace(/^(de|del) /, '')
    .replace(/^(la|las|los|el) /, '')
    .replace(/ de santiago$/, '');

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

/**
 * The line of the quote that a record opens and never closes. csv-parse only says the file ended
 * inside quotes, so the search starts where the last record it finished ended: a stray quote in an
 * earlier row then cannot pair with this one and push the report a line too far.
 */
function unclosedQuoteLine(lines: string[], from: number): number {
  let quoted = false;
  let openedAt = from;
  for (let n = from; n <= lines.length; n++) {
    const text = lines[n - 1]!;
    for (let i = 0; i < text.length; i++) {
      if (text[i] !== '"') continue;
      if (!quoted) {
        quoted = true;
        openedAt = n;
      } else if (text[i + 1] === '"') i++;
      else quoted = false;
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

export type Records = Array<{ line: number; values: Record<Column, string> }>;

/**
 * Reads the file into records. Every problem of the file comes back at once with its line: CSV
 * syntax, a row with the wrong number of columns (that row is left out, the others are still read
 * and checked), and the header's problems (which stop there: the rows cannot be understood).
 */
function readRows(text: string): { records: Records; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  const report = (line: number, message: string) => {
    const key = `${line}:${message}`;
    if (!seen.has(key)) errors.push({ line, message });
    seen.add(key);
  };
  const normalized = text.replace(/\r\n?/g, '\n');
  const lines = normalized.split('\n');
  /** The last line of the last record the parser finished, read or skipped. */
  let lastEnd = 0;
  let unclosed = false;
  const parsed = parse(normalized, {
    bom: true,
    // Excel in Spanish saves `;`, other spreadsheets `,` (decision 0078): the header says which.
    delimiter: csvSeparatorOf(normalized),
    info: true,
    raw: true,
    trim: true,
    skip_empty_lines: true,
    // Column counts are checked below, row by row, so one short row does not hide the others.
    relax_column_count: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const code = (error as { code?: string } | undefined)?.code;
      const line = (error as { lines?: number } | undefined)?.lines ?? 0;
      if (code === 'CSV_QUOTE_NOT_CLOSED') unclosed = true;
      else {
        lastEnd = Math.max(lastEnd, line);
        report(line, csvMessage(code));
      }
    },
    on_record: (record, context) => {
      lastEnd = Math.max(lastEnd, context.lines);
      return record;
    },
  }) as unknown as Array<{ record: string[]; raw: string; info: { lines: number } }>;
  if (unclosed) {
    let from = lastEnd + 1;
    while (from < lines.length && !lines[from - 1]!.trim()) from++;
    report(unclosedQuoteLine(lines, from), csvMessage('CSV_QUOTE_NOT_CLOSED'));
  }

  const withLines = parsed.map(({ record, raw, info }) => ({
    record,
    // The line where the record starts (a quoted field may span several lines).
    line: info.lines - (raw.replace(/\n$/, '').match(/\n/g)?.length ?? 0),
  }));
  const header = withLines.shift();
  if (!header) {
    if (!errors.length) errors.push({ line: 1, message: 'el archivo está vacío' });
    return { records: [], errors };
  }
  const names = header.record.map((h) => h.toLowerCase());
  const index = new Map<string, number>();
  const headerErrors: ImportError[] = [];
  names.forEach((n, i) => {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(n))
      headerErrors.push({
        line: header.line,
        message: `columna desconocida «${n}» (columnas: ${IMPORT_COLUMNS.join(',')})`,
      });
    else if (index.has(n))
      headerErrors.push({ line: header.line, message: `la columna «${n}» está repetida` });
    else index.set(n, i);
  });
  for (const c of REQUIRED_COLUMNS)
    if (!index.has(c)) headerErrors.push({ line: header.line, message: `falta la columna «${c}»` });
  if (headerErrors.length) return { records: [], errors: [...headerErrors, ...errors] };
  if (!withLines.length && !errors.length)
    return { records: [], errors: [{ line: 2, message: 'el archivo no tiene filas de colegios' }] };

  const records: Records = [];
  for (const { record, line } of withLines) {
    if (record.length !== names.length) {
      report(
        line,
        `la fila tiene ${record.length} ${record.length === 1 ? 'columna' : 'columnas'} y el encabezado ${names.length}`,
      );
      continue;
    }
    const values = {} as Record<Column, string>;
    for (const c of IMPORT_COLUMNS) values[c] = index.has(c) ? (record[index.get(c)!] ?? '') : '';
    records.push({ line, values });
  }
  return { records, errors };
}

type Place = { id: string; name: string };
/** Folded name or code → place; `null` marks a key two places share. */
type Lookup = Map<string, Place | null>;
/** Names and codes first, then names without the words around them ("Región de", "La"). */
type Lookups = { exact: Lookup; loose: Lookup };
interface Places {
  states: Map<string, Lookups>;
  /** By state id. */
  cities: Map<string, Lookups>;
}

const add = (map: Lookup, key: string | null, value: Place) => {
  if (!key) return;
  map.set(key, map.has(key) && map.get(key)?.id !== value.id ? null : value);
};
const addNamed = (maps: Lookups, names: Array<string | null>, code: string | null, value: Place) => {
  for (const name of names) {
    if (!name) continue;
    add(maps.exact, fold(name), value);
    add(maps.loose, withoutPrefix(fold(name)), value);
  }
  add(maps.exact, code && fold(code), value);
};
const emptyLookups = (): Lookups => ({ exact: new Map(), loose: new Map() });

/** The place of the first key known, `null` when that key is ambiguous, `undefined` when none is. */
function find(maps: Lookups, value: string, code: string): Place | null | undefined {
  const folded = fold(value);
  const keys: Array<[Lookup, string]> = [
    [maps.exact, folded],
    [maps.exact, fold(code)],
    [maps.loose, withoutPrefix(folded)],
  ];
  for (const [map, key] of keys) if (map.has(key)) return map.get(key);
  return undefined;
}

/** States, cities and schools as the directory stores them (what the plan looks places up in). */
export type StateRow = StatesTable;
export type CityRow = CitiesTable;
/** A stored school of the file's countries. */
export type SchoolRow = Omit<SchoolsTable, 'created_at' | 'updated_at'>;

/** What the directory holds for the file's countries: the plan is made against it. */
export interface DirectoryState {
  states: StateRow[];
  cities: CityRow[];
  schools: SchoolRow[];
}

/** Lookup tables of the countries' places by folded name, official name and official codes. */
function placesOf(countries: string[], state: Pick<DirectoryState, 'states' | 'cities'>): Places {
  const states: Places['states'] = new Map(countries.map((c) => [c, emptyLookups()]));
  const cities: Places['cities'] = new Map();
  for (const s of state.states) {
    const maps = states.get(s.country);
    if (!maps) continue;
    const value = { id: s.id, name: s.name };
    addNamed(maps, [s.name], s.official_code, value);
    add(maps.exact, s.iso_code && fold(s.iso_code), value);
    cities.set(s.id, emptyLookups());
  }
  for (const c of state.cities) {
    const maps = cities.get(c.state_id);
    if (maps) addNamed(maps, [c.name, c.official_name], c.official_code, { id: c.id, name: c.name });
  }
  return { states, cities };
}

/** The directory's places and schools of these countries, read inside the import's transaction. */
async function loadState(d: Db, countries: string[]): Promise<DirectoryState> {
  if (!countries.length) return { states: [], cities: [], schools: [] };
  const states = await d
    .selectFrom('states')
    .select(['id', 'country', 'name', 'iso_code', 'official_code'])
    .where('country', 'in', countries)
    .execute();
  const stateIds = states.map((s) => s.id);
  const cities: CityRow[] = [];
  for (let i = 0; i < stateIds.length; i += CHUNK)
    cities.push(
      ...(await d
        .selectFrom('cities')
        .select(['id', 'state_id', 'name', 'official_code', 'official_name'])
        .where('state_id', 'in', stateIds.slice(i, i + CHUNK))
        .execute()),
    );
  const schools = await d
    .selectFrom('schools')
    .select(['id', 'country', 'code', 'name', 'state_id', 'city_id', 'active'])
    .where('country', 'in', countries)
    .execute();
  return { states, cities, schools };
}

/** The file's countries, by line, and the rows whose country is missing or unknown. */
function countriesOf(records: Records) {
  const errors: ImportError[] = [];
  const countryOf = new Map<number, string>();
  for (const { line, values } of records) {
    if (!values.country) errors.push({ line, message: 'falta el país' });
    else {
      const country = countryFromSegment(values.country);
      if (country) countryOf.set(line, country.key);
      else errors.push({ line, message: `país desconocido «${values.country}»` });
    }
  }
  return { countryOf, countries: [...new Set(countryOf.values())], errors };
}

/** A school row as it is written (inserted, or upserted on (country, code)). */
export type SchoolWrite = SchoolsTable;

/** Every change a file makes, worked out before anything is written. */
export interface ImportPlan {
  countries: string[];
  /** Cities staff named that the directory did not have yet (with createCities only). */
  cities: Array<{ id: string; state_id: string; official_code: null; official_name: null; name: string }>;
  inserts: SchoolWrite[];
  /** Changed schools: an upsert on (country, code) keeps their id and created_at. */
  updates: SchoolWrite[];
  unchanged: number;
  /** Ids of the active schools the file covers and leaves out. */
  deactivate: string[];
  stamp: string;
}

/**
 * The pure half of an import: the file's records (and the errors reading them found) against what the
 * directory holds → every error with its line, or the plan of changes. `id` makes the new rows' ids.
 */
export function planImport(
  read: { records: Records; errors: ImportError[] },
  current: DirectoryState,
  options: Pick<ImportOptions, 'now' | 'createCities' | 'replaceCountry'>,
  id: () => string = newId,
): { ok: true; plan: ImportPlan } | { ok: false; errors: ImportError[] } {
  const stamp = options.now.toISOString();
  const { countryOf, countries, errors: countryErrors } = countriesOf(read.records);
  const errors: ImportError[] = [...read.errors, ...countryErrors];
  const fail = (line: number, message: string) => errors.push({ line, message });
  const places = placesOf(countries, current);

  const rows: Row[] = [];
  const codeLines = new Map<string, number>();
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
    const nouns = placeNouns(country);
    const placeRequired = !countryLevelSchoolCountries.includes(country);
    let stateId: string | null = null;
    let state: Place | null | undefined;
    if (values.state) {
      state = find(
        places.states.get(country)!,
        values.state,
        padOfficialCode(country, 'state', values.state),
      );
      if (state) stateId = state.id;
      else
        fail(
          line,
          state === null
            ? `«${values.state}» corresponde a más de un lugar de ${label}; usa su código`
            : `${unknownPlace(nouns.state)} en ${label}: «${values.state}»`,
        );
    } else if (placeRequired) fail(line, `falta ${withArticle(nouns.state)}`);

    let cityId: string | null = null;
    let newCity: Row['newCity'];
    if (values.city) {
      if (!values.state)
        fail(
          line,
          `falta ${withArticle(nouns.state)} ${nouns.city.feminine ? 'de la' : 'del'} ${nouns.city.noun}`,
        );
      else if (state) {
        const city = find(
          places.cities.get(state.id)!,
          values.city,
          padOfficialCode(country, 'city', values.city),
        );
        if (city) cityId = city.id;
        else if (city === null)
          fail(line, `«${values.city}» corresponde a más de un lugar de ${state.name}; usa su código`);
        else if (options.createCities && !OFFICIAL_CITY_LISTS.has(country)) {
          if (values.city.length > MAX_CITY) fail(line, `la ciudad tiene más de ${MAX_CITY} caracteres`);
          newCity = { key: `${state.id}\u0000${fold(values.city)}`, stateId: state.id, name: values.city };
        } else fail(line, `${unknownPlace(nouns.city)} en ${state.name}: «${values.city}»`);
      }
    } else if (placeRequired) fail(line, `falta ${withArticle(nouns.city)}`);

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
  if (errors.length) return { ok: false, errors: sortErrors(errors) };

  // Cities staff named that the directory did not have yet (with createCities only).
  const newCities = new Map<string, { id: string; stateId: string; name: string }>();
  for (const row of rows) {
    if (!row.newCity) continue;
    let city = newCities.get(row.newCity.key);
    if (!city) {
      city = { id: id(), stateId: row.newCity.stateId, name: row.newCity.name };
      newCities.set(row.newCity.key, city);
    }
    row.cityId = city.id;
  }
  const cities = [...newCities.values()].map((c) => ({
    id: c.id,
    state_id: c.stateId,
    official_code: null,
    official_name: null,
    name: c.name,
  }));

  const byCode = new Map(current.schools.map((s) => [`${s.country}\u0000${s.code}`, s]));
  const inserts: SchoolWrite[] = [];
  const updates: SchoolWrite[] = [];
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
    if (!old) inserts.push({ ...values, id: id(), created_at: stamp });
    else if (
      old.name !== r.name ||
      old.state_id !== r.stateId ||
      old.city_id !== r.cityId ||
      old.active !== r.active
    )
      // A fresh id never collides: the conflict on (country, code) updates the row, keeping its id.
      updates.push({ ...values, id: id(), created_at: stamp });
    else unchanged++;
  }
  // What the file covers: its countries whole, or the states its rows name (no state is a
  // bucket of its own: the countries whose schools are listed for the whole country).
  const covered = new Set(rows.map((r) => `${r.country}\u0000${r.stateId ?? ''}`));
  const coversSchool = (s: { country: string; state_id: string | null }) =>
    options.replaceCountry || covered.has(`${s.country}\u0000${s.state_id ?? ''}`);
  const inFile = new Set(rows.map((r) => `${r.country}\u0000${r.code}`));
  const deactivate = current.schools
    .filter((s) => s.active === 1 && !inFile.has(`${s.country}\u0000${s.code}`) && coversSchool(s))
    .map((s) => s.id);
  return { ok: true, plan: { countries, cities, inserts, updates, unchanged, deactivate, stamp } };
}

/** The other half: writes a plan, in chunks, inside the caller's transaction. */
async function applyPlan(trx: Db, plan: ImportPlan): Promise<void> {
  for (let i = 0; i < plan.cities.length; i += CHUNK)
    await trx
      .insertInto('cities')
      .values(plan.cities.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < plan.inserts.length; i += CHUNK)
    await trx
      .insertInto('schools')
      .values(plan.inserts.slice(i, i + CHUNK))
      .execute();
  // Changed schools in bulk: an upsert on (country, code) that keeps their id and created_at.
  for (let i = 0; i < plan.updates.length; i += CHUNK)
    await trx
      .insertInto('schools')
      .values(plan.updates.slice(i, i + CHUNK))
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
  for (let i = 0; i < plan.deactivate.length; i += CHUNK)
    await trx
      .updateTable('schools')
      .set({ active: 0, updated_at: plan.stamp })
      .where('id', 'in', plan.deactivate.slice(i, i + CHUNK))
      .execute();
}

/**
 * Loads a CSV of schools (columns `country,code,name,state,city,active`): inserts new codes, updates
 * known ones, and deactivates the schools the file leaves out among those it covers (the states it
 * names; the whole country with `replaceCountry`). Either the whole file is applied or, with any
 * error, nothing; `dryRun` counts the changes and applies nothing. In one transaction: the
 * directory's state is read, the plan made (`planImport`, no database) and written (`applyPlan`).
 */
export async function importSchools(
  db: Db,
  input: string | Uint8Array,
  options: ImportOptions,
): Promise<ImportResult> {
  const decoded = decode(input);
  if ('error' in decoded) return { ok: false, errors: [decoded.error] };
  const read = readRows(decoded.text);
  if (!read.records.length && read.errors.length) return { ok: false, errors: sortErrors(read.errors) };

  const run = db.transaction().execute(async (trx): Promise<ImportResult> => {
    await options.prepare?.(trx);
    const planned = planImport(read, await loadState(trx, countriesOf(read.records).countries), options);
    if (!planned.ok) return planned;
    const { plan } = planned;
    await applyPlan(trx, plan);
    const result: ImportResult = {
      ok: true,
      countries: plan.countries,
      inserted: plan.inserts.length,
      updated: plan.updates.length,
      unchanged: plan.unchanged,
      deactivated: plan.deactivate.length,
      citiesCreated: plan.cities.length,
      dryRun: Boolean(options.dryRun),
    };
    // The writes ran, so the counts are exactly what a real run does; throwing rolls them back.
    if (options.dryRun) throw new DryRun(result);
    return result;
  });
  return run.catch((error: unknown) => {
    if (error instanceof DryRun) return error.result;
    throw error;
  });
}

/** Carries a dry run's counts out of the transaction it rolls back. */
class DryRun extends Error {
  readonly result: ImportResult;
  constructor(result: ImportResult) {
    super('dry run');
    this.result = result;
  }
}

const sortErrors = (errors: ImportError[]) => errors.sort((a, b) => a.line - b.line);

/** The summary the command prints, in Spanish for the staff who run it. */
export function formatImportResult(result: ImportResult): string {
  if (!result.ok) {
    const lines = result.errors.map((e) => `  línea ${e.line}: ${e.message}`);
    return `El archivo no se ha importado (no se ha cambiado nada). Errores:\n${lines.join('\n')}\n`;
  }
  const names = result.countries.map(countryLabel).join(', ');
  return [
    result.dryRun
      ? `Prueba sin cambios (${names}): esto es lo que haría la importación.`
      : `Importación completada (${names}).`,
    `  nuevos: ${result.inserted}`,
    `  actualizados: ${result.updated}`,
    `  sin cambios: ${result.unchanged}`,
    `  desactivados: ${result.deactivated}`,
    ...(result.citiesCreated ? [`  ciudades nuevas: ${result.citiesCreated}`] : []),
    '',
  ].join('\n');
}
