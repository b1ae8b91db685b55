/**
 * Generates the directory's reference data once (docs/product/directory.md#reference-data): the first-level
 * subdivisions of the 15 countries, Chile's regions and communes, Colombia's departments and municipalities,
 * cities of the other countries whose forms choose a city, and the demo's sample schools. The output is
 * committed under src/db/seed/directory-data; the server never loads the npm packages used here (they are
 * devDependencies).
 *
 *   npm run directory:generate -w apps/server
 *
 * Ids are UUIDs (version 5) derived from stable keys, so running the script again gives the same ids:
 * the ISO code of a state, the CUT code of a Chilean commune, country-state-city's own spelling of a
 * Colombian municipality (so an accent fixed here keeps its id), the state and name of other cities.
 * Databases already seeded only receive places they lack (directory-seed.ts), so renaming a place
 * there takes a data migration.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { City } from 'country-state-city';
import { parse } from 'csv-parse/sync';
import { iso31662 } from 'iso-3166';
import * as prettier from 'prettier';
import { countries } from '@foro/shared/directory/countries';
import type { PlacesFile, SchoolsFile } from '../src/db/seed/directory-seed.ts';
import {
  bigCities,
  cascadeCities,
  colombiaCityFixes,
  colombiaDaneCodes,
  colombiaOfficialNames,
  descriptors,
  elSalvadorRetired,
  patrons,
  sampleSchoolPlaces,
  saints,
  schoolPatterns,
  stateNameFixes,
} from './directory-sources.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../src/db/seed/directory-data');
const NAMESPACE = '55faf8af-6819-43f3-8a85-f1df194c625e';

/** RFC 4122 version 5 (SHA-1, name-based) UUID. */
function uuidV5(name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const warnings: string[] = [];

// ---------------------------------------------------------------------------------------------
// States: ISO 3166-2 first-level subdivisions (the Dominican Republic's provinces, not its regions).
type StateRow = PlacesFile['states'][number];
const states: StateRow[] = [];
for (const country of countries) {
  const subs = iso31662.filter((s) =>
    country.region === 'DO'
      ? /^DO-\d\d$/.test(s.code) && Number(s.code.slice(3)) <= 32
      : s.parent === country.region,
  );
  for (const s of subs) {
    const official = country.region === 'CO' ? (colombiaDaneCodes[s.code] ?? null) : null;
    states.push([uuidV5(`state:${s.code}`), country.key, s.code, official, stateNameFixes[s.code] ?? s.name]);
  }
}
const stateByIso = new Map(states.map((s) => [s[2], s]));

// ---------------------------------------------------------------------------------------------
// Cities.
type CityRow = PlacesFile['cities'][number];
const cities: CityRow[] = [];

// Chile: the 16 regions and 346 communes with their CUT codes (shared/data/cl-communes.csv).
const chileRows = parse(fs.readFileSync(path.join(here, 'sources/cl-communes.csv')), {
  columns: true,
  bom: true,
  trim: true,
}) as Array<{ cut_code: string; region_cut: string; region_iso: string; commune_name: string }>;
for (const row of chileRows) {
  const state = stateByIso.get(row.region_iso);
  if (!state) throw new Error(`Unknown Chilean region ${row.region_iso}`);
  state[3] = row.region_cut;
  cities.push([uuidV5(`city:CL:${row.cut_code}`), row.region_iso, row.cut_code, row.commune_name]);
}

// Colombia: DANE municipalities and non-municipalised areas from country-state-city, minus the
// duplicate Bogotá under Cundinamarca, with the accents DANE writes, their DIVIPOLA codes
// (sources/co-dane-codes.csv, by country-state-city's spelling) and DIVIPOLA's long names.
const daneRows = parse(fs.readFileSync(path.join(here, 'sources/co-dane-codes.csv')), {
  columns: true,
  bom: true,
  trim: true,
}) as Array<{ dane_code: string; department_iso: string; name: string }>;
const daneCodes = new Map(daneRows.map((r) => [`${r.department_iso}:${r.name}`, r.dane_code]));
const usedCodes = new Set<string>();
for (const state of states.filter((s) => s[1] === 'colombia')) {
  const iso = state[2];
  const fixes = colombiaCityFixes[iso] ?? {};
  const used = new Set<string>();
  for (const c of City.getCitiesOfState('CO', iso.slice(3))) {
    if (iso === 'CO-CUN' && fold(c.name).startsWith('bogota')) continue;
    const name = fixes[c.name] ?? c.name;
    if (used.has(name)) throw new Error(`Duplicate municipality ${name} in ${iso}`);
    used.add(name);
    const code = daneCodes.get(`${iso}:${c.name}`);
    if (!code || !/^\d{5}$/.test(code) || !code.startsWith(state[3]!))
      throw new Error(`Municipality ${name} in ${iso} has no valid DANE code (${code})`);
    if (usedCodes.has(code)) throw new Error(`DANE code ${code} used twice`);
    usedCodes.add(code);
    const official = colombiaOfficialNames[code];
    const row: CityRow = [uuidV5(`city:${iso}:${c.name}`), iso, code, name];
    cities.push(official && fold(official) !== fold(name) ? [...row, official] : row);
  }
  for (const wrong of Object.keys(fixes)) {
    if (!City.getCitiesOfState('CO', iso.slice(3)).some((c) => c.name === wrong))
      warnings.push(`Colombia fix for ${iso} "${wrong}" matches nothing`);
  }
}
if (usedCodes.size !== daneRows.length)
  throw new Error(`${daneRows.length - usedCodes.size} DANE codes unused`);
for (const code of Object.keys(colombiaOfficialNames))
  if (!usedCodes.has(code)) throw new Error(`Official name for unknown DANE code ${code}`);

// The other countries whose forms choose a city: curated lists, checked against country-state-city.
for (const [iso, names] of Object.entries(cascadeCities)) {
  const state = stateByIso.get(iso);
  if (!state) throw new Error(`Unknown state ${iso}`);
  const known = new Set(City.getCitiesOfCountry(iso.slice(0, 2))?.map((c) => fold(c.name)) ?? []);
  const used = new Set<string>();
  for (const name of names) {
    if (used.has(name)) throw new Error(`Duplicate city ${name} in ${iso}`);
    used.add(name);
    if (!known.has(fold(name))) warnings.push(`${iso} ${name}: not in country-state-city (kept)`);
    cities.push([uuidV5(`city:${iso}:${name}`), iso, null, name]);
  }
}
const cascadeCountries = new Set(Object.keys(cascadeCities).map((iso) => stateByIso.get(iso)![1]));
for (const state of states.filter((s) => cascadeCountries.has(s[1]))) {
  if (!cascadeCities[state[2]]) throw new Error(`State ${state[2]} ${state[4]} has no cities`);
}

// El Salvador's cities before 2024: each one's schools move to its municipio.
const retiredCities: PlacesFile['retiredCities'] = [];
for (const [iso, map] of Object.entries(elSalvadorRetired)) {
  for (const [old, municipio] of Object.entries(map)) {
    const target = cities.find((c) => c[1] === iso && c[3] === municipio);
    if (!target) throw new Error(`No municipio ${municipio} in ${iso}`);
    retiredCities.push([uuidV5(`city:${iso}:${old}`), target[0]]);
  }
}

// ---------------------------------------------------------------------------------------------
// Sample schools (fictional codes DEMO-<ISO>-NNNN), deterministic.
function random(seed: string) {
  let a = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)]!;

function schoolNames(country: string, place: string, count: number, seed: string): string[] {
  const r = random(seed);
  const patterns = schoolPatterns[country]!;
  const names = new Set<string>();
  for (let attempt = 0; names.size < count && attempt < count * 50; attempt++) {
    const pattern = patterns[(names.size + Math.floor(r() * patterns.length)) % patterns.length]!;
    const name = pattern
      .replace('{patron}', pick(patrons[country]!, r))
      .replace('{saint}', pick(saints, r))
      .replace('{descriptor}', pick(descriptors, r))
      .replace('{n}', String(1 + Math.floor(r() * 180)))
      .replace('{place}', place);
    names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'es'));
}

const schools: SchoolsFile = { countryLevel: [], byCity: [] };
const counters = new Map<string, number>();
const nextCode = (country: string) => {
  const region = countries.find((c) => c.key === country)!.region;
  const n = (counters.get(country) ?? 0) + 1;
  counters.set(country, n);
  return `DEMO-${region}-${String(n).padStart(4, '0')}`;
};
const schoolRow = (country: string, name: string): [string, string, string] => {
  const code = nextCode(country);
  return [uuidV5(`school:${country}:${code}`), code, name];
};

// Countries whose form offers one list for the whole country (docs/product/profile.md#country-variants,
// variant 1).
for (const country of ['costa rica', 'panama', 'nicaragua', 'peru', 'bolivia']) {
  const stateNames = states.filter((s) => s[1] === country).map((s) => s[4].replace(/^Comarca /, ''));
  const r = random(`country:${country}`);
  const names = new Set<string>();
  while (names.size < 12)
    names.add(schoolNames(country, pick(stateNames, r), 1, `${country}:${names.size}:${r()}`)[0]!);
  schools.countryLevel.push({
    country,
    schools: [...names].sort((a, b) => a.localeCompare(b, 'es')).map((name) => schoolRow(country, name)),
  });
}

// Every city of the cascade countries, and chosen communes and municipalities of Chile and Colombia.
const cityId = (iso: string, name: string) => {
  const city = cities.find((c) => c[1] === iso && c[3] === name);
  if (!city) throw new Error(`No city ${name} in ${iso}`);
  return city[0];
};
const places: Array<[string, string, number]> = [];
for (const [iso, names] of Object.entries(cascadeCities)) {
  names.forEach((name, i) => places.push([iso, name, bigCities.has(name) ? 8 : i === 0 ? 4 : 3]));
}
for (const [iso, names] of Object.entries(sampleSchoolPlaces)) {
  for (const name of names) places.push([iso, name, bigCities.has(name) ? 8 : 4]);
}
for (const [iso, name, count] of places) {
  const country = stateByIso.get(iso)![1];
  const id = cityId(iso, name);
  const place = name === 'Bogotá D.C.' ? 'Bogotá' : name;
  schools.byCity.push({
    state: iso,
    city: id,
    schools: schoolNames(country, place, count, `city:${id}`).map((n) => schoolRow(country, n)),
  });
}

// ---------------------------------------------------------------------------------------------
const places_: PlacesFile = { states, cities, retiredCities };
/** What the script writes, for the test that the committed files are its output. */
export const directoryData = { places: places_, schools };

async function write(name: string, data: unknown) {
  const file = path.join(outDir, name);
  const config = (await prettier.resolveConfig(file)) ?? {};
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(file, await prettier.format(JSON.stringify(data), { ...config, filepath: file }));
}
// Imported by a test: build only. Run as a script: write the files and the summary.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await write('places.json', places_);
  await write('schools.json', schools);

  const perCountry = countries.map((c) => {
    const st = states.filter((s) => s[1] === c.key);
    const isos = new Set(st.map((s) => s[2]));
    const ci = cities.filter((x) => isos.has(x[1])).length;
    const sc =
      (schools.countryLevel.find((x) => x.country === c.key)?.schools.length ?? 0) +
      schools.byCity.filter((x) => isos.has(x.state)).reduce((n, x) => n + x.schools.length, 0);
    return `${c.label}: ${st.length} states, ${ci} cities, ${sc} schools`;
  });
  process.stdout.write(`${perCountry.join('\n')}\n`);
  if (warnings.length) process.stdout.write(`\nTo review:\n${warnings.join('\n')}\n`);
}
