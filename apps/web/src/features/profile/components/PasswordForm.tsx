import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@foro/shared/invitations/schemas';
import {
  changePasswordSchema,
  PASSWORD_CHANGED,
  type ChangePasswordInput,
} from '@foro/shared/profile/account';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/account-api';
import styles from './account.module.css';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Changes the password with the current one; the server also refuses the common ones. */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    setDone(false);
    try {
      await change.mutateAsync(input);
      reset(EMPTY);
      setDone(true);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const known = Object.entries(fields).filter(([f]) => f in EMPTY);
      for (const [field, message] of known) setError(field as keyof ChangePasswordInput, { message });
      if (!known.length) {
        setError('root', { message: e instanceof Error ? e.message : 'No pudimos cambiar la contraseña.' });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="password-title">
      <h3 id="password-title" className={styles.subtitle}>
        Cambiar la contraseña
      </h3>
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
      <TextField
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        maxLength={200}
        hint={`Al menos ${PASSWORD_MIN_LENGTH} caracteres. Evita contraseñas conocidas como «1234567890».`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Repite la nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        maxLength={200}
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      {errors.root?.message && (
        <p role="alert" className={styles.error}>
          {errors.root.message}
        </p>
      )}
      {done && (
        <p role="status" className={styles.success}>
          {PASSWORD_CHANGED}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Guardando…' : 'Guardar la nueva contraseña'}
      </Button>
    </form>
  );
}
