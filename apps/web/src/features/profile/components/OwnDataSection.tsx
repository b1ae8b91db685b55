import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ownClosureSchema, type OwnClosureInput } from '@foro/shared/profile/account';
import { Button, buttonClass } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { closeOwnAccount, OWN_DATA_URL } from '../api/account-api';
import profileStyles from './profile.module.css';
import styles from './account.module.css';

const EMPTY: OwnClosureInput = { confirmEmail: '', currentPassword: '' };

/** "Darme de baja": the member types their e-mail and password; the server closes as staff would. */
function ClosureForm({ email }: { email: string }) {
  const { register, handleSubmit, setError, formState } = useForm<OwnClosureInput>({
    resolver: zodResolver(ownClosureSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await closeOwnAccount(input);
      // A whole new page: nothing of the member stays in this tab's memory.
      window.location.assign(pages.accountClosed.pattern);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const known = Object.entries(fields).filter(([f]) => f in EMPTY);
      for (const [field, message] of known) setError(field as keyof OwnClosureInput, { message });
      if (!known.length)
        setError('root', { message: e instanceof Error ? e.message : 'No pudimos dar de baja la cuenta.' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="closure-form-title">
      <h4 id="closure-form-title" className={styles.subtitle}>
        Confirma la baja
      </h4>
      <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
      <TextField
        label="Escribe tu correo"
        type="email"
        autoComplete="off"
        required
        maxLength={254}
        hint={`El correo con el que entras: ${email}`}
        error={errors.confirmEmail?.message}
        {...register('confirmEmail')}
      />
      <TextField
        label="Tu contraseña"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      {errors.root?.message && (
        <p role="alert" className={styles.error}>
          {errors.root.message}
        </p>
      )}
      <Button type="submit" variant="brand" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Dando de baja…' : 'Dar de baja mi cuenta'}
      </Button>
    </form>
  );
}

/**
 * "Tus datos" in /perfil (docs/decisions/0070): the rights of access and portability ("Descargar mis
 * datos", one JSON file) and of erasure ("Darme de baja", the same closure staff make).
 */
export function OwnDataSection({ email, staff }: { email: string; staff: boolean }) {
  const [closing, setClosing] = useState(false);
  return (
    <section className={profileStyles.card} aria-labelledby="own-data-title">
      <h2 id="own-data-title">Tus datos</h2>
      <p className={styles.email}>
        Puedes llevarte una copia de tus datos o darte de baja cuando quieras. Lo explica la{' '}
        <Link to={`${pages.privacyPolicy.pattern}#derechos`}>Política de privacidad</Link>.
      </p>
      <div className={styles.columns}>
        <div className={styles.sessions}>
          <h3 className={styles.subtitle}>Descargar mis datos</h3>
          <p className={styles.meta}>
            Un archivo JSON con tu cuenta, tu perfil, tus inscripciones, mensajes, certificados y avance. Se
            abre con cualquier editor de texto.
          </p>
          <a href={OWN_DATA_URL} download className={buttonClass('outline', styles.download)}>
            Descargar mis datos
          </a>
        </div>
        <div className={styles.sessions}>
          <h3 className={styles.subtitle}>Darme de baja</h3>
          {staff ? (
            <p className={styles.meta}>
              Una cuenta del equipo no se da de baja desde aquí: pídeselo a otra persona del equipo.
            </p>
          ) : (
            <>
              <p className={styles.meta}>
                Borraremos tu nombre, tu correo y los datos de tu perfil, y cerraremos todas tus sesiones. Tus
                mensajes quedarán como «Miembro que dejó el foro» y tus certificados se guardan para poder
                verificarlos. No se puede deshacer: antes, descarga tus datos y tus certificados.
              </p>
              <Button
                variant="outline"
                aria-expanded={closing}
                aria-controls="closure-form"
                onClick={() => setClosing((open) => !open)}
              >
                Darme de baja
              </Button>
              <div id="closure-form" hidden={!closing}>
                {closing && <ClosureForm email={email} />}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
