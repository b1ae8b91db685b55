import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { countries } from '@foro/shared/directory/countries';
import {
  contactSchema,
  countryFromLanguage,
  schoolTypes,
  type ContactInput,
} from '@foro/shared/contact/schemas';
import { pages } from '../../../config/paths';
import { useSendContact } from '../api/send-contact';
import { BotCheck, type BotCheckHandle } from '../../../components/ui/BotCheck';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import fieldStyles from '../../../components/ui/Field.module.css';
import { useModal } from '../../../components/modals/modal-context';
import styles from './ContactModal.module.css';

const REVEAL_AFTER_MS = 500;

/**
 * docs/product/contact.md#contact-modal: a request to join the community, answered by the team with an
 * invitation.
 */
export function ContactModal() {
  const { close } = useModal();
  const send = useSendContact();
  const bot = useRef<BotCheckHandle>(null);
  const [revealed, setRevealed] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    if (revealed) return;
    const timer = window.setTimeout(() => setRevealed(true), REVEAL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [revealed]);

  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      country: countryFromLanguage(navigator.languages ?? [navigator.language]),
      privacy: false as never,
    },
  });
  const { register, formState, setError } = form;
  const errors = formState.errors;

  if (send.isSuccess) {
    return (
      <Modal title="¡Gracias por escribirnos!" onClose={close}>
        <p className={styles.thanks} role="status">
          Hemos recibido tu solicitud. Te escribiremos al correo que nos indicaste con una invitación para
          unirte al Foro de Educadores.
        </p>
        <Button variant="brand" onClick={close}>
          Cerrar
        </Button>
      </Modal>
    );
  }

  return (
    <Modal title="¿Quieres unirte al Foro de Educadores?" onClose={close} size="wide">
      <p className={styles.lead}>
        Déjanos tus datos y te enviaremos una invitación para formar parte de la comunidad.
      </p>
      <form
        noValidate
        className={styles.form}
        data-revealed={revealed}
        onSubmit={form.handleSubmit(async (values) => {
          if (send.isPending) return;
          let captchaToken = '';
          try {
            captchaToken = (await bot.current?.verify()) ?? '';
          } catch {
            setError('root', {
              message: 'No pudimos completar la verificación de seguridad. Inténtalo de nuevo.',
            });
            return;
          }
          send.mutate(
            { ...values, captchaToken },
            {
              onError: (e) => {
                const fields = Object.entries(e.fieldErrors);
                for (const [field, message] of fields) setError(field as keyof ContactInput, { message });
                // docs/product/contact.md#contact-modal: a failed post is shown, and the form can be sent
                // again.
                if (!fields.length) setError('root', { message: e.message });
              },
            },
          );
        })}
      >
        <div className={styles.grid}>
          <SelectField
            label="País"
            required
            placeholder="Selecciona tu país"
            options={countries.map((c) => ({ value: c.key, label: c.label }))}
            error={errors.country?.message}
            {...register('country')}
          />
          <TextField
            label="Nombre"
            required
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Apellidos"
            required
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
          <TextField
            label="Correo electrónico"
            required
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Colegio"
            required
            autoComplete="organization"
            error={errors.school?.message}
            {...register('school')}
          />
          <TextField
            label="Ciudad"
            required
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <SelectField
            label="Tipo de colegio"
            required
            placeholder="Selecciona"
            options={schoolTypes.map((t) => ({ value: t, label: t }))}
            error={errors.school_type?.message}
            {...register('school_type')}
          />
        </div>
        <div className={fieldStyles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={errors.privacy ? 'privacy-error' : undefined}
              {...register('privacy')}
            />
            <span>
              Acepto la{' '}
              <a href={pages.privacyPolicy.pattern} target="_blank" rel="noopener">
                política de privacidad
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
              , las{' '}
              <a href={pages.termsOfUse.pattern} target="_blank" rel="noopener">
                condiciones de uso
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>{' '}
              y participar en el sorteo según sus{' '}
              <a href={pages.raffleRules.pattern} target="_blank" rel="noopener">
                bases
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
              . *
            </span>
          </label>
          {errors.privacy && (
            <p id="privacy-error" className={fieldStyles.error} role="alert">
              {errors.privacy.message}
            </p>
          )}
        </div>
        <BotCheck ref={bot} error={errors.captchaToken?.message} />
        {errors.root?.message && (
          <p role="alert" className={fieldStyles.error}>
            {errors.root.message}
          </p>
        )}
        <Button type="submit" variant="brand" disabled={send.isPending}>
          {send.isPending ? 'Enviando…' : 'Enviar solicitud'}
        </Button>
      </form>
    </Modal>
  );
}
