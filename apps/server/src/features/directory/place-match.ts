import { normalizeSearch } from '@foro/shared/members/search-text';
import { allowsOtherCity, OTHER_CITY, OTHER_SCHOOL, variantOf } from '@foro/shared/profile/confirmation';
import type { Db } from '../../db/database.ts';
import { createDirectoryRepository, type NamedRow } from './directory.repository.ts';

/** What a member's row holds about their place: the names shown, and the directory ids the form starts from. */
export interface MatchedPlace {
  country: string;
  state: string;
  city: string;
  region: string;
  commune: string;
  school: string;
  schoolId: string;
  /** `users.place_ids`: the confirmation form's select values (decision 0090). */
  placeIds: Record<string, string>;
}

const same = (a: string, b: string) => normalizeSearch(a) === normalizeSearch(b);
const onlyOne = (rows: NamedRow[], name: string) => {
  const found = rows.filter((row) => same(row.name, name));
  return found.length === 1 ? found[0] : undefined;
};

/**
 * A country, a city and a school given as free text (an invitation request, staff's correction) placed
 * in the directory (docs/decisions/0090-member-place-fields.md): a city or school whose name matches one
 * entry, ignoring case and accents, is chosen by its id; a school that matches none is "Otro" with its
 * name, so the confirmation form opens with it and the member can still choose from the list. A city
 * that matches none keeps its name only (the form asks for its state first).
 */
export async function matchPlace(
  db: Db,
  input: { country: string; city: string; school: string },
): Promise<MatchedPlace> {
  const repo = createDirectoryRepository(db);
  const city = input.city.trim();
  const school = input.school.trim();
  const variant = variantOf(input.country);
  const result: MatchedPlace = {
    country: input.country,
    state: '',
    city,
    region: '',
    commune: '',
    school,
    schoolId: '',
    placeIds: {},
  };
  if (!variant) return result;
  const chooseSchool = (rows: NamedRow[]) => {
    if (!school) return;
    const match = onlyOne(rows, school);
    result.placeIds.school = match ? match.id : OTHER_SCHOOL;
    if (match) Object.assign(result, { school: match.name, schoolId: match.id });
  };
  if (variant === 1) {
    chooseSchool(await repo.listCountrySchools(input.country));
    return result;
  }
  // Colombia's and other cascades: state, then city; Chile: region, then commune.
  const [parentKey, childKey] =
    variant === 4 ? (['region', 'commune'] as const) : (['state', 'city'] as const);
  let found: { state: NamedRow; city: NamedRow } | undefined;
  if (city) {
    const matches: Array<{ state: NamedRow; city: NamedRow }> = [];
    for (const state of await repo.listStates(input.country))
      for (const c of await repo.listCities(state.id))
        if (same(c.name, city)) matches.push({ state, city: c });
    if (matches.length === 1) found = matches[0];
  }
  if (found) {
    result[parentKey] = found.state.name;
    result[childKey] = found.city.name;
    result.city = found.city.name;
    result.placeIds[parentKey] = found.state.id;
    result.placeIds[childKey] = found.city.id;
    chooseSchool(await repo.listCitySchools(found.city.id));
  } else if (city && variant !== 4 && allowsOtherCity(input.country)) {
    // Not in the country's selection of cities: "Otra ciudad" with its name, and its school by name.
    result.placeIds.city = OTHER_CITY;
    if (school) result.placeIds.school = OTHER_SCHOOL;
  }
  return result;
}
