import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  allowsOtherCity,
  labels,
  OTHER_CITY,
  OTHER_SCHOOL,
  variantFields,
  variantOf,
  type ConfirmationInput,
  type Field,
} from '@foro/shared/profile/confirmation';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import {
  useCities,
  useCitySchools,
  useCommunes,
  useCommuneSchools,
  useCountrySchools,
  useRegions,
  useStates,
  type Option,
} from '../api/directory-api';

const withOther = (list: Option[] | undefined): Option[] =>
  list ? [...list, { value: OTHER_SCHOOL, label: 'Otro / mi escuela no aparece' }] : [];
/** Where the city list is a selection, its way out (the same rule as the server's). */
const withOtherCity = (country: string, list: Option[] | undefined): Option[] =>
  list && allowsOtherCity(country) ? [...list, { value: OTHER_CITY, label: 'Otra ciudad' }] : (list ?? []);

type Form = UseFormReturn<ConfirmationInput>;

/**
 * The school list of the country's cascade; "Otro" asks for the name instead, and so does "Otra
 * ciudad", whose only school choice is then "Otro".
 */
export function PlaceFields({ form, country }: { form: Form; country: string }) {
  const variant = variantOf(country);
  const { register, watch, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const [state, city, region, commune, school] = watch(['state', 'city', 'region', 'commune', 'school']);
  const cascade = variant === 2 || variant === 3;
  const countryList = useCountrySchools(country, variant === 1);
  const states = useStates(country, cascade);
  const cities = useCities(country, cascade ? state : undefined);
  const otherCity = cascade && city === OTHER_CITY;
  const citySchools = useCitySchools(country, cascade && !otherCity ? city : undefined);
  const regions = useRegions(variant === 4);
  const communes = useCommunes(variant === 4 ? region : undefined);
  const communeSchools = useCommuneSchools(variant === 4 ? commune : undefined);
  const schools = variant === 1 ? countryList : variant === 4 ? communeSchools : citySchools;
  const required = variant ? variantFields[variant].required : [];
  const req = (f: Field) => required.includes(f);
  // A changed parent empties its children, so a school of another city is never sent.
  const reset = (...fields: Array<keyof ConfirmationInput>) =>
    fields.forEach((f) => setValue(f, '' as never));
  // "Otra ciudad" has no school list: "Otro" is chosen once its option is on the page.
  useEffect(() => {
    if (otherCity) setValue('school', OTHER_SCHOOL);
  }, [otherCity, setValue]);
  // A select cannot show a saved choice (the member's, or an accepted request's) before its list has
  // arrived: the value is set again once each list is on the page, so what is shown is what is sent.
  useEffect(() => {
    for (const f of ['state', 'city', 'region', 'commune', 'school'] as const) {
      const value = getValues(f);
      if (value) setValue(f, value);
    }
  }, [states.data, cities.data, regions.data, communes.data, schools.data, getValues, setValue]);
  const loading = (q: { isFetching: boolean }) => (q.isFetching ? 'Cargando…' : undefined);
  const failed = (q: { isError: boolean }) =>
    q.isError ? 'No pudimos cargar la lista. Vuelve a intentarlo.' : undefined;

  return (
    <>
      {cascade && (
        <>
          <SelectField
            label={labels.state}
            required={req('state')}
            placeholder={loading(states) ?? 'Selecciona'}
            options={states.data ?? []}
            error={errors.state?.message ?? failed(states)}
            {...register('state', {
              onChange: () => reset('city', 'city_name', 'school', 'school_name'),
            })}
          />
          <SelectField
            label={labels.city}
            required={req('city')}
            placeholder={loading(cities) ?? 'Selecciona'}
            options={withOtherCity(country, cities.data)}
            disabled={!state}
            error={errors.city?.message ?? failed(cities)}
            {...register('city', {
              onChange: () => reset('city_name', 'school', 'school_name'),
            })}
          />
          {otherCity && (
            <TextField
              label={labels.city_name}
              required
              error={errors.city_name?.message}
              {...register('city_name')}
            />
          )}
        </>
      )}
      {variant === 4 && (
        <>
          <SelectField
            label={labels.region}
            required={req('region')}
            placeholder={loading(regions) ?? 'Selecciona'}
            options={regions.data ?? []}
            error={errors.region?.message ?? failed(regions)}
            {...register('region', { onChange: () => reset('commune', 'school', 'school_name') })}
          />
          <SelectField
            label={labels.commune}
            required={req('commune')}
            placeholder={loading(communes) ?? 'Selecciona'}
            options={communes.data ?? []}
            disabled={!region}
            error={errors.commune?.message ?? failed(communes)}
            {...register('commune', { onChange: () => reset('school', 'school_name') })}
          />
        </>
      )}
      <SelectField
        label={labels.school}
        required={req('school')}
        placeholder={loading(schools) ?? 'Selecciona'}
        options={withOther(otherCity ? [] : schools.data)}
        disabled={(cascade && !city) || (variant === 4 && !commune)}
        error={errors.school?.message ?? (otherCity ? undefined : failed(schools))}
        {...register('school')}
      />
      {school === OTHER_SCHOOL && (
        <TextField
          label={labels.school_name}
          required
          error={errors.school_name?.message}
          {...register('school_name')}
        />
      )}
    </>
  );
}
