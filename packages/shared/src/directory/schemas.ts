import { z } from '../validation/zod-config.ts';
import { countries } from './countries.ts';

/**
 * The directory calls of docs/product/directory.md#directory-calls (states, cities, Chile's regions and communes, schools) and the
 * place check of the confirmation form (docs/product/directory.md#place-check).
 */
export const REQUIRED_MESSAGE = 'Este campo es obligatorio';
/** The school choice meaning "my school is not in the list". */
export const OTHER_SCHOOL = 'otro';

/**
 * The city choice meaning "my city is not in the list": the countries whose city lists are a
 * selection (docs/product/profile.md#country-variants, variant 2) offer it with a free-text name. Chile's communes and Colombia's
 * municipalities are complete official lists and do not.
 */
export const OTHER_CITY = 'otra';
export const otherCityCountries: readonly string[] = [
  'argentina',
  'mexico',
  'honduras',
  'guatemala',
  'el salvador',
  'ecuador',
  'uruguay',
  'republica dominicana',
];

/** Countries whose form offers one school list for the whole country (docs/product/profile.md#country-variants, variant 1). */
export const countryLevelSchoolCountries: readonly string[] = [
  'costa rica',
  'panama',
  'nicaragua',
  'peru',
  'bolivia',
];
/** The one country whose states are regions and whose cities are communes. */
export const REGIONS_COUNTRY = 'chile';

/** A country path segment, key or name, folded the way docs/product/directory.md#country-path-segment says: no spaces, no accents, any case. */
export const foldCountry = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '').toLowerCase();

/** The country of a path segment (`republicadominicana`, `Chile`), key (`costa rica`) or name (`Perú`). */
export function countryFromSegment(value: string) {
  const folded = foldCountry(value);
  return countries.find((c) => c.segment === folded);
}

const segment = z.string().min(1).max(60);
const id = z.string().min(1).max(64);

export const countryParams = z.object({ country: segment });
export const stateParams = z.object({ country: segment, state: id });
export const cityParams = z.object({ country: segment, city: id });
export const regionParams = z.object({ country: segment, region: id });

export const stateOptionSchema = z.object({ id: z.string(), state: z.string() });
export const cityOptionSchema = z.object({ id: z.string(), city: z.string() });
export const regionOptionSchema = z.object({ id: z.string(), region: z.string() });
export const communeOptionSchema = z.object({ id: z.string(), commune: z.string() });
export const schoolOptionSchema = z.object({ id: z.string(), school: z.string() });

export type StateOption = z.infer<typeof stateOptionSchema>;
export type CityOption = z.infer<typeof cityOptionSchema>;
export type RegionOption = z.infer<typeof regionOptionSchema>;
export type CommuneOption = z.infer<typeof communeOptionSchema>;
export type SchoolOption = z.infer<typeof schoolOptionSchema>;

/**
 * The place a member chose on the confirmation form, as ids of the lists above. Empty and `-1`
 * count as not chosen (docs/product/directory.md#place-check); school `otro` and city `otra` mean "not in the list".
 */
export interface ResolvePlaceInput {
  country: string;
  state?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  commune?: string | undefined;
  school?: string | undefined;
}

export interface PlaceNames {
  state?: string;
  city?: string;
  region?: string;
  commune?: string;
  school?: string;
  schoolId?: string;
}

export type ResolvePlaceResult =
  { ok: true; names: PlaceNames } | { ok: false; errors: Record<string, string> };
