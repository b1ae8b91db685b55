import { labels, type Variant } from '@foro/shared/profile/confirmation';
import { TextField } from '../../../components/ui/TextField';
import { variantRules, type ConfirmationFormApi } from './confirmation-form';
import styles from './confirmation.module.css';

/** Name, e-mail, and the document and phone where the country's variant asks for them. */
export function IdentityFields({ form, variant }: { form: ConfirmationFormApi; variant: Variant }) {
  const { register, formState } = form;
  const errors = formState.errors;
  const { has, req } = variantRules(variant);
  return (
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
      <TextField label={labels.lastname2} error={errors.lastname2?.message} {...register('lastname2')} />
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
  );
}
