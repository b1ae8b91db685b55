import {
  countryFromSegment,
  countryLevelSchoolCountries,
  OTHER_CITY,
  OTHER_SCHOOL,
  otherCityCountries,
  REGIONS_COUNTRY,
  REQUIRED_MESSAGE,
  type CityOption,
  type CommuneOption,
  type PlaceNames,
  type RegionOption,
  type ResolvePlaceInput,
  type ResolvePlaceResult,
  type SchoolOption,
  type StateOption,
} from '@foro/shared/directory/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { DirectoryRepository, NamedRow } from './directory.repository.ts';

/**
 * Spanish order (ñ after n, accents not first-class): SQLite and PostgreSQL collate differently, so
 * lists are sorted here, where both engines give the same answer.
 */
const collator = new Intl.Collator('es');
export const byName = (a: NamedRow, b: NamedRow): number =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A chosen value: empty and `-1` mean "not chosen" (docs/product/directory.md#place-check). */
const chosen = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v && v !== '-1' ? v : undefined;
};

/**
 * Checks the place a member chose (ids of the directory lists): each given id must exist and belong
 * to its parent and to the country. School `otro` and, where the city list is a selection, city
 * `otra` ("not in the list") give no name and no error; a listed school is never in city `otra`. Errors carry the form's message, 'Este campo es obligatorio'.
 */
export async function resolvePlace(
  repo: DirectoryRepository,
  input: ResolvePlaceInput,
): Promise<ResolvePlaceResult> {
  const country = countryFromSegment(input.country ?? '');
  if (!country) return { ok: false, errors: { country: REQUIRED_MESSAGE } };
  const errors: Record<string, string> = {};
  const names: PlaceNames = {};

  /** A state (Chile: region) of the country and a city (Chile: commune) of that state. */
  async function chain(parentField: 'state' | 'region', childField: 'city' | 'commune') {
    const parentId = chosen(input[parentField]);
    const childId = chosen(input[childField]);
    if (parentId) {
      const parent = await repo.findState(parentId);
      if (parent && parent.country === country!.key) names[parentField] = parent.name;
      else errors[parentField] = REQUIRED_MESSAGE;
    }
    if (childId === OTHER_CITY && childField === 'city' && otherCityCountries.includes(country!.key)) {
      // "Otra ciudad": the member types its name; only the state is checked here.
    } else if (childId) {
      const child = await repo.findCity(childId);
      const fits =
        child &&
        child.country === country!.key &&
        (!parentId || (!errors[parentField] && child.state_id === parentId));
      if (fits) names[childField] = child.name;
      else errors[childField] = REQUIRED_MESSAGE;
    }
    return { parentId, childId };
  }
  const place = await chain('state', 'city');
  const chile = await chain('region', 'commune');

  const schoolId = chosen(input.school);
  if (schoolId && schoolId.toLowerCase() !== OTHER_SCHOOL) {
    const school = await repo.findSchool(schoolId);
    const cityIds = [place.childId, chile.childId].filter(Boolean);
    const stateIds = [place.parentId, chile.parentId].filter(Boolean);
    const fits =
      school &&
      school.active === 1 &&
      school.country === country.key &&
      (cityIds.length
        ? cityIds.every((id) => id === school.city_id)
        : stateIds.every((id) => school.state_id === null || id === school.state_id));
    if (fits) {
      names.school = school.name;
      names.schoolId = school.id;
    } else errors.school = REQUIRED_MESSAGE;
  }

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, names };
}

export function createDirectoryService(deps: { repo: DirectoryRepository }) {
  const { repo } = deps;

  function countryOr404(segment: string) {
    const country = countryFromSegment(segment);
    if (!country) throw new AppError('NOT_FOUND', 'No encontramos este país.');
    return country;
  }

  function regionsCountryOr404(segment: string) {
    const country = countryOr404(segment);
    if (country.key !== REGIONS_COUNTRY)
      throw new AppError('NOT_FOUND', 'Solo Chile tiene regiones y comunas.');
    return country;
  }

  async function stateOr404(country: string, stateId: string, message: string) {
    const state = await repo.findState(stateId);
    if (!state || state.country !== country) throw new AppError('NOT_FOUND', message);
    return state;
  }

  async function citySchools(segment: string, cityId: string): Promise<SchoolOption[]> {
    const country = countryOr404(segment);
    const city = await repo.findCity(cityId);
    if (!city || city.country !== country.key) throw new AppError('NOT_FOUND', 'No encontramos esta ciudad.');
    return (await repo.listCitySchools(city.id)).sort(byName).map((s) => ({ id: s.id, school: s.name }));
  }

  return {
    /** GET school/{country}: the one list of a country whose form asks no state or city. */
    async countrySchools(segment: string): Promise<SchoolOption[]> {
      const country = countryOr404(segment);
      if (!countryLevelSchoolCountries.includes(country.key)) {
        throw new AppError('NOT_FOUND', 'Los colegios de este país se eligen por ciudad.');
      }
      return (await repo.listCountrySchools(country.key))
        .sort(byName)
        .map((s) => ({ id: s.id, school: s.name }));
    },

    /** GET school/province/{country}. */
    async states(segment: string): Promise<StateOption[]> {
      const country = countryOr404(segment);
      return (await repo.listStates(country.key)).sort(byName).map((s) => ({ id: s.id, state: s.name }));
    },

    /** GET school/city/{country}/{state}. */
    async cities(segment: string, stateId: string): Promise<CityOption[]> {
      const country = countryOr404(segment);
      const state = await stateOr404(country.key, stateId, 'No encontramos este departamento o estado.');
      return (await repo.listCities(state.id)).sort(byName).map((c) => ({ id: c.id, city: c.name }));
    },

    /** GET schools/{country}/{city}, and for Chile GET schools/Chile/{commune}. */
    citySchools,

    /** GET school/region/Chile. */
    async regions(segment: string): Promise<RegionOption[]> {
      const country = regionsCountryOr404(segment);
      return (await repo.listStates(country.key)).sort(byName).map((s) => ({ id: s.id, region: s.name }));
    },

    /** GET communes/Chile/{region}. */
    async communes(segment: string, regionId: string): Promise<CommuneOption[]> {
      const country = regionsCountryOr404(segment);
      const region = await stateOr404(country.key, regionId, 'No encontramos esta región.');
      return (await repo.listCities(region.id)).sort(byName).map((c) => ({ id: c.id, commune: c.name }));
    },

    resolvePlace: (input: ResolvePlaceInput) => resolvePlace(repo, input),
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
