import { queryOptions, useQuery } from '@tanstack/react-query';
import { countries } from '@foro/shared/directory/countries';
import { api } from '../../../lib/api-client';

export interface Option {
  value: string;
  label: string;
}

const segment = (country: string) => countries.find((c) => c.key === country)?.segment ?? country;
const CACHE = 60 * 60_000;

type Row = { id: string } & Record<string, string>;
const options = (rows: Row[], field: string): Option[] =>
  rows.map((r) => ({ value: r.id, label: r[field] ?? '' }));

/**
 * One list of the cascade (docs/product/directory.md#directory-calls); it loads only once its parent is
 * chosen.
 */
function useList(key: string[], url: string | null, field: string) {
  return useQuery(
    queryOptions({
      queryKey: ['directory', ...key],
      queryFn: async () => options(await api.get<Row[]>(url!), field),
      enabled: url !== null,
      staleTime: CACHE,
      gcTime: CACHE,
      retry: 3,
    }),
  );
}

const set = (v: string | undefined) => (v && v !== '-1' ? v : null);

export const useCountrySchools = (country: string, on: boolean) =>
  useList(['school', country], on ? `/api/school/${segment(country)}` : null, 'school');
export const useStates = (country: string, on: boolean) =>
  useList(['states', country], on ? `/api/school/province/${segment(country)}` : null, 'state');
export const useCities = (country: string, state: string | undefined) =>
  useList(
    ['cities', country, state ?? ''],
    set(state) ? `/api/school/city/${segment(country)}/${state}` : null,
    'city',
  );
export const useCitySchools = (country: string, city: string | undefined) =>
  useList(
    ['schools', country, city ?? ''],
    set(city) ? `/api/schools/${segment(country)}/${city}` : null,
    'school',
  );
export const useRegions = (on: boolean) =>
  useList(['regions'], on ? '/api/school/region/Chile' : null, 'region');
export const useCommunes = (region: string | undefined) =>
  useList(['communes', region ?? ''], set(region) ? `/api/communes/Chile/${region}` : null, 'commune');
export const useCommuneSchools = (commune: string | undefined) =>
  useList(['schools-cl', commune ?? ''], set(commune) ? `/api/schools/Chile/${commune}` : null, 'school');
