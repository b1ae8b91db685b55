import { certificateIssuePathOf } from '@foro/shared/certificates/schemas';
import { issueCertificate, issueErrorMessage } from '../../../features/certificates/issue-certificate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { countries } from '@foro/shared/directory/countries';
import {
  allowsOtherCity,
  chileSchoolTypes,
  colombiaAreas,
  colombiaLevels,
  confirmationSchema,
  labels,
  OTHER_CITY,
  OTHER_SCHOOL,
  otherLevels,
  roles,
  variantFields,
  variantOf,
  type ConfirmationInput,
  type Field,
} from '@foro/shared/profile/confirmation';
import { emailChangeSentNotice } from '@foro/shared/profile/email-change';
import type { MemberData } from '@foro/shared/profile/schemas';
import { BotCheck, type BotCheckHandle } from '../../../components/ui/BotCheck';
import { Button } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
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
} from '../../../features/directory/api/directory-api';
import { useSaveConfirmation, useSkipConfirmation } from '../../../features/profile/api/confirmation-api';
import { useMemberData } from '../../../features/profile/api/profile-api';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './confirmation.module.css';

const toOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));
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
function PlaceFields({ form, country }: { form: Form; country: string }) {
  const variant = variantOf(country);
  const { register, watch, setValue, formState } = form;
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

function ConfirmationForm({ data }: { data: MemberData }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editing = params.get('usuario') === '1';
  const forCertificate = params.get('certificado') === '1';
  const certificateKind = params.get('encuentro') ? 'encuentro' : params.get('eje') ? 'eje' : '';
  const slug = params.get('encuentro') ?? params.get('eje') ?? '';
  const redirectTo = params.get('redirectTo') ?? '';
  const save = useSaveConfirmation();
  const skip = useSkipConfirmation();
  const bot = useRef<BotCheckHandle>(null);
  // After a save that asked for another e-mail: where the link went, and where to go next.
  const [emailSent, setEmailSent] = useState<{ email: string; go: () => void } | null>(null);
  const u = data.user;
  usePageTitle(editing ? 'Editar mis datos' : 'Confirma tus datos');

  const form = useForm<ConfirmationInput>({
    resolver: zodResolver(confirmationSchema),
    defaultValues: {
      country: variantOf(u.country) ? u.country : '',
      name: u.name,
      lastname: u.lastname,
      lastname2: u.lastname2,
      email: u.email,
      doc: u.doc,
      phone: u.phone,
      rol: u.rol,
      level: u.level,
      area: u.area,
      school_type: u.school_type,
      subscription: u.subscription,
      state: u.place.state ?? '',
      city: u.place.city ?? '',
      city_name: u.place.city === OTHER_CITY ? u.city : '',
      region: u.place.region ?? '',
      commune: u.place.commune ?? '',
      school: u.place.school ?? '',
      school_name: u.place.school === OTHER_SCHOOL ? u.school : '',
    },
  });
  const { register, watch, setValue, setError, formState } = form;
  const errors = formState.errors;
  const country = watch('country') ?? '';
  const level = watch('level') ?? '';
  const variant = variantOf(country);
  const spec = variant ? variantFields[variant] : null;
  const has = (f: Field) => Boolean(spec?.fields.includes(f));
  const req = (f: Field) => Boolean(spec?.required.includes(f));

  useEffect(() => {
    // docs/product/profile.md#confirmation-page: nothing but the country until it is chosen; a new country starts its places anew.
    for (const f of ['state', 'city', 'city_name', 'region', 'commune', 'school', 'school_name'] as const) {
      if (form.getFieldState(f).isDirty) setValue(f, '');
    }
  }, [country, form, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    // docs/product/profile.md#confirmation-save: the certificate opens in a new window. It is opened
    // now, while the click still counts as the member's: one opened after the saves is blocked.
    const certificateWindow = forCertificate ? window.open('', '_blank') : null;
    if (certificateWindow) certificateWindow.opener = null;
    let captchaToken = '';
    try {
      captchaToken = (await bot.current?.verify()) ?? '';
    } catch {
      certificateWindow?.close();
      setError('root', { message: 'No pudimos completar la verificación de seguridad. Inténtalo de nuevo.' });
      return;
    }
    save.mutate(
      {
        ...values,
        captchaToken,
        certificate: forCertificate,
        certificateKind,
        slug,
        redirectTo,
        needsRedirect: Boolean(redirectTo),
      },
      {
        onSuccess: async ({ redirect, emailConfirmationSentTo }) => {
          const issuePath = forCertificate ? certificateIssuePathOf(redirect) : null;
          if (!issuePath) certificateWindow?.close();
          if (issuePath) {
            // Issued first (a write), then the new window downloads it; the member goes to the profile.
            try {
              const url = await issueCertificate(issuePath);
              if (certificateWindow) certificateWindow.location.href = url;
              else return window.location.assign(url);
            } catch (e) {
              certificateWindow?.close();
              setError('root', { message: issueErrorMessage(e) });
              return;
            }
          }
          const go = () => navigate(issuePath ? '/perfil' : redirect);
          // The new address is not in use until its link is opened: say so before moving on.
          if (emailConfirmationSentTo) setEmailSent({ email: emailConfirmationSentTo, go });
          else go();
        },
        onError: (e) => {
          certificateWindow?.close();
          const fields = e.fieldErrors;
          for (const [field, message] of Object.entries(fields)) {
            setError(field as keyof ConfirmationInput, { message });
          }
          if (!Object.keys(fields).length) setError('root', { message: e.message });
        },
      },
    );
  });

  if (emailSent) {
    return (
      <section className={styles.page} aria-labelledby="email-sent-title">
        <h1 id="email-sent-title">Revisa tu correo</h1>
        <p role="status" className={styles.lead}>
          Tus datos se guardaron. {emailChangeSentNotice(emailSent.email)}
        </p>
        <div className={styles.actions}>
          <Button variant="brand" onClick={emailSent.go}>
            Continuar
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{editing ? 'Editar mis datos' : `¡Te damos la bienvenida, ${u.name}!`}</h1>
      <p className={styles.lead}>
        {forCertificate
          ? 'Para descargar el certificado de asistencia necesitamos que confirmes tus datos.'
          : 'Confirma tus datos: los usaremos para emitir tus certificados y para que tus colegas te reconozcan en el foro.'}
      </p>
      <p className={styles.note}>Los campos marcados con * son obligatorios.</p>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <SelectField
          label={labels.country}
          required
          placeholder="Selecciona tu país"
          options={countries.map((c) => ({ value: c.key, label: c.label }))}
          error={errors.country?.message}
          {...register('country')}
        />
        {variant && (
          <>
            <div className={styles.grid}>
              <TextField
                label={labels.name}
                required
                autoComplete="given-name"
                error={errors.name?.message}
                {...register('name')}
              />
              <TextField
                label={labels.lastname}
                required
                autoComplete="family-name"
                error={errors.lastname?.message}
                {...register('lastname')}
              />
              <TextField
                label={labels.lastname2}
                error={errors.lastname2?.message}
                {...register('lastname2')}
              />
              <TextField
                label={labels.email}
                required
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              {has('doc') && (
                <TextField
                  label={labels.doc}
                  required={req('doc')}
                  hint="Puedes escribirlo con o sin puntos y guiones."
                  error={errors.doc?.message}
                  {...register('doc')}
                />
              )}
              {has('phone') && (
                <TextField
                  label={labels.phone}
                  required={req('phone')}
                  type="tel"
                  autoComplete="tel"
                  error={errors.phone?.message}
                  {...register('phone')}
                />
              )}
            </div>
            <PlaceFields form={form} country={country} />
            {has('school_type') && (
              <SelectField
                label={labels.school_type}
                required={req('school_type')}
                placeholder="Selecciona"
                options={chileSchoolTypes.map((t) => ({ value: t.value, label: t.label }))}
                error={errors.school_type?.message}
                {...register('school_type')}
              />
            )}
            {has('subscription') && (
              <TextField
                label={labels.subscription}
                required={req('subscription')}
                error={errors.subscription?.message}
                {...register('subscription')}
              />
            )}
            {has('level') && (
              <SelectField
                label={labels.level}
                required={req('level')}
                placeholder="Selecciona"
                options={toOptions(variant === 3 ? colombiaLevels : otherLevels)}
                error={errors.level?.message}
                {...register('level', { onChange: () => setValue('area', '') })}
              />
            )}
            {has('area') && level && colombiaAreas[level] && (
              <SelectField
                label={labels.area}
                placeholder="Selecciona"
                options={toOptions(colombiaAreas[level] ?? [])}
                error={errors.area?.message}
                {...register('area')}
              />
            )}
            <SelectField
              label={labels.rol}
              required
              placeholder="Selecciona"
              options={toOptions(roles)}
              error={errors.rol?.message}
              {...register('rol')}
            />
            <BotCheck ref={bot} error={errors.captchaToken?.message} />
          </>
        )}
        {errors.root?.message && (
          <p role="alert" className={styles.error}>
            {errors.root.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="brand" disabled={save.isPending || !variant}>
            Guardar mis datos
          </Button>
          {!editing && (
            <Button
              variant="outline"
              disabled={skip.isPending}
              onClick={() => skip.mutate(redirectTo, { onSuccess: ({ redirect }) => navigate(redirect) })}
            >
              Confirmar más tarde
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/**
 * /confirmacion (docs/product/profile.md#confirmation-page, docs/product/profile.md#confirmation-save,
 * docs/product/profile.md#skip).
 */
export default function ConfirmationPage() {
  const member = useMemberData();
  return <QueryStatus query={member}>{(data) => <ConfirmationForm data={data} />}</QueryStatus>;
}
