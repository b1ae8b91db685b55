import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { countries } from '@foro/shared/directory/countries';
import { openAccessSchema, type OpenAccessInput } from '@foro/shared/open-access/schemas';
import { BotCheck, type BotCheckHandle } from '../../../components/ui/BotCheck';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePostFreeAccess } from '../api/post-free-access';
import type { FreeAccess } from '../storage';
import styles from './OpenAccessForm.module.css';

const countryOptions = countries.map((c) => ({ value: c.key, label: c.label }));
const BOT_CHECK_UNAVAILABLE = 'No pudimos completar la verificación de seguridad. Inténtalo de nuevo.';

/**
 * The open-access form (docs/product/contact.md#open-access-form): e-mail, country and the bot check. Each
 * field shows its own message; nothing is sent while a field is wrong. The button is disabled while sending
 * and enabled again afterwards, also after a failure, so the visitor can try again
 * (docs/product/README.md#faults-of-the-original-not-copied).
 */
export function OpenAccessForm({ onSent }: { onSent: (access: FreeAccess) => void }) {
  const bot = useRef<BotCheckHandle>(null);
  const send = usePostFreeAccess();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<OpenAccessInput>({
    resolver: zodResolver(openAccessSchema),
    defaultValues: { email: '', country: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    clearErrors('root');
    clearErrors('captchaToken');
    let captchaToken: string;
    try {
      captchaToken = (await bot.current?.verify()) ?? '';
    } catch {
      setError('root', { message: BOT_CHECK_UNAVAILABLE });
      return;
    }
    const email = values.email.trim();
    try {
      await send.mutateAsync({ email, country: values.country, captchaToken });
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      for (const [field, message] of Object.entries(fields)) {
        setError(field as keyof OpenAccessInput, { message });
      }
      // The server's own words when it names no field (too many attempts, no connection…).
      if (!Object.keys(fields).length) {
        setError('root', { message: e instanceof Error ? e.message : BOT_CHECK_UNAVAILABLE });
      }
      return;
    }
    onSent({ email, country: values.country });
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-label="Acceso abierto a la masterclass">
      <div className={styles.fields}>
        <TextField
          label="Correo electrónico"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label="País"
          required
          placeholder="Selecciona tu país"
          options={countryOptions}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <BotCheck ref={bot} error={errors.captchaToken?.message} />
        {errors.root?.message && (
          <p role="alert" className={styles.error}>
            {errors.root.message}
          </p>
        )}
        <Button type="submit" variant="brand" disabled={formState.isSubmitting} className={styles.submit}>
          {formState.isSubmitting ? 'Enviando…' : 'Continuar'}
        </Button>
        <p className={styles.note}>
          Guardaremos tu correo y tu país para darte acceso a la masterclass. Más información en nuestra{' '}
          <a href={pages.privacyPolicy.pattern} target="_blank" rel="noopener">
            política de privacidad
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
          .
        </p>
      </div>
    </form>
  );
}
