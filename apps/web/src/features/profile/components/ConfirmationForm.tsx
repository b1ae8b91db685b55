import { certificateIssuePathOf } from '@foro/shared/certificates/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { countries } from '@foro/shared/directory/countries';
import {
  confirmationSchema,
  labels,
  OTHER_CITY,
  OTHER_SCHOOL,
  variantOf,
  type ConfirmationInput,
} from '@foro/shared/profile/confirmation';
import type { MemberData } from '@foro/shared/profile/schemas';
import { BotCheck, type BotCheckHandle } from '../../../components/ui/BotCheck';
import { Button } from '../../../components/ui/Button';
import { pages } from '../../../config/paths';
import { SelectField } from '../../../components/ui/SelectField';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSaveConfirmation, useSkipConfirmation } from '../api/confirmation-api';
import type { ConfirmationFormApi } from './confirmation-form';
import { EmailSentNotice } from './EmailSentNotice';
import { IdentityFields } from './IdentityFields';
import { TeachingFields } from './TeachingFields';
import styles from './confirmation.module.css';

/** How a certificate asked for on this page is issued (the certificates feature, given by the screen). */
export interface CertificateIssuer {
  /** Issues the certificate and answers where its PDF is downloaded. */
  issue: (issuePath: string) => Promise<string>;
  /** The Spanish message for a failed issue. */
  errorMessage: (error: unknown) => string;
}

interface ConfirmationFormProps {
  data: MemberData;
  /** The country's place and school fields (the directory feature, given by the screen). */
  placeFields: (form: ConfirmationFormApi, country: string) => ReactNode;
  certificates: CertificateIssuer;
}

/**
 * /confirmacion's form (docs/product/profile.md#confirmation-page, docs/product/profile.md#confirmation-save,
 * docs/product/profile.md#skip): the country first, then the fields of its variant.
 */
export function ConfirmationForm({ data, placeFields, certificates }: ConfirmationFormProps) {
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
  const variant = variantOf(country);

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
              const url = await certificates.issue(issuePath);
              if (certificateWindow) certificateWindow.location.href = url;
              else return window.location.assign(url);
            } catch (e) {
              certificateWindow?.close();
              setError('root', { message: certificates.errorMessage(e) });
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

  if (emailSent) return <EmailSentNotice email={emailSent.email} onContinue={emailSent.go} />;

  return (
    <section className={styles.page} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{editing ? 'Editar mis datos' : `¡Te damos la bienvenida, ${u.name}!`}</h1>
      <p className={styles.lead}>
        {forCertificate
          ? // A route's certificate is a completion certificate, not an attendance one (issue 17, item 22).
            `Para descargar ${certificateKind === 'eje' ? 'el certificado de la ruta' : 'el certificado de asistencia'} necesitamos que confirmes tus datos.`
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
            <IdentityFields form={form} variant={variant} />
            {placeFields(form, country)}
            <TeachingFields form={form} variant={variant} />
            <BotCheck ref={bot} error={errors.captchaToken?.message} />
          </>
        )}
        {errors.root?.message && (
          <p role="alert" className={styles.error}>
            {errors.root.message}
          </p>
        )}
        <p className={styles.note}>
          Usamos tus datos para el foro y tus certificados, como explica nuestra{' '}
          <a href={pages.privacyPolicy.pattern} target="_blank" rel="noopener">
            Política de privacidad<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
          .
        </p>
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
