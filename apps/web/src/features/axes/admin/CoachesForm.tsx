import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { coachesSaveSchema, type AdminAxis, type CoachForm } from '@foro/shared/axes/admin';
import { AdminForm } from '../../../components/admin/AdminForm';
import { MediaField } from '../../../components/admin/MediaField';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { axisAdminKeys, useCoachCandidates, useSaveCoaches } from './api';
import { useAxisPartForm } from './use-axis-part-form';
import styles from './admin-axes.module.css';

type CoachValues = CoachForm & { email?: string | null };
interface CoachesValues {
  coaches: CoachValues[];
}

const roleLabels = { member: 'docente', coach: 'coach', staff: 'equipo' } as const;
const MAX_COACHES = 20;

/**
 * The route's coaches (docs/product/axes.md#back-office): each shown on the route with name, job, bio
 * and photo, and tied to the account that moderates its forum; an account chosen here becomes a coach
 * of the route (its role `coach`), and goes back to member when it coaches no route.
 */
export function CoachesForm({
  axis,
  revision,
  onSaved,
  onReload,
}: {
  axis: AdminAxis;
  revision: number;
  onSaved: (revision: number) => void;
  onReload: () => void;
}) {
  const save = useSaveCoaches(axis.id);
  const client = useQueryClient();
  const { form, frame } = useAxisPartForm<CoachesValues>({
    schema: coachesSaveSchema.omit({ revision: true }),
    initial: { coaches: axis.coaches },
    revision,
    save: (values) => save.mutateAsync(values),
    onSaved,
    // New coaches get their ids from the route as read again after the save.
    afterSave: (values) => ({
      coaches: client.getQueryData<AdminAxis>(axisAdminKeys.axis(axis.id))?.coaches ?? values.coaches,
    }),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const coaches = useFieldArray({ control, name: 'coaches', keyName: 'key' });

  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label="Coaches de la ruta"
      submitLabel="Guardar coaches"
      conflictLabels={{ coaches: 'Coaches' }}
      onLoadTheirs={onReload}
    >
      {errors.coaches?.message && (
        <p className={styles.error} role="alert">
          {errors.coaches.message}
        </p>
      )}
      {coaches.fields.length === 0 && <p className={styles.hint}>Esta ruta aún no tiene coaches.</p>}
      {coaches.fields.map((field, i) => (
        <fieldset key={field.key} className={styles.fieldset}>
          <legend>Coach {i + 1}</legend>
          <Controller
            control={control}
            name={`coaches.${i}.user_id`}
            render={({ field: account }) => (
              <AccountPicker
                index={i + 1}
                userId={account.value}
                email={form.watch(`coaches.${i}.email`) ?? null}
                error={errors.coaches?.[i]?.user_id?.message}
                onChoose={(id, email) => {
                  account.onChange(id);
                  form.setValue(`coaches.${i}.email`, email);
                }}
              />
            )}
          />
          <div className={styles.grid}>
            <TextField
              label="Nombre"
              required
              error={errors.coaches?.[i]?.name?.message}
              {...register(`coaches.${i}.name`)}
            />
            <TextField
              label="Cargo"
              error={errors.coaches?.[i]?.job?.message}
              {...register(`coaches.${i}.job`)}
            />
          </div>
          <TextAreaField
            label="Presentación"
            rows={3}
            error={errors.coaches?.[i]?.bio?.message}
            {...register(`coaches.${i}.bio`)}
          />
          <Controller
            control={control}
            name={`coaches.${i}.image`}
            render={({ field: image }) => (
              <MediaField
                label={`Foto del coach ${i + 1}`}
                accept="image"
                value={image.value}
                onChange={image.onChange}
                error={errors.coaches?.[i]?.image?.message}
              />
            )}
          />
          <div className={styles.inline}>
            <Button variant="outline" disabled={i === 0} onClick={() => coaches.move(i, i - 1)}>
              Subir coach {i + 1}
            </Button>
            <Button
              variant="outline"
              disabled={i === coaches.fields.length - 1}
              onClick={() => coaches.move(i, i + 1)}
            >
              Bajar coach {i + 1}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                if (
                  window.confirm(
                    `¿Quitar a ${field.name || `el coach ${i + 1}`} de la ruta? Sus conversaciones y mensajes se conservan.`,
                  )
                )
                  coaches.remove(i);
              }}
            >
              Quitar coach {i + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className={styles.inline}>
        <Button
          variant="outline"
          disabled={coaches.fields.length >= MAX_COACHES}
          onClick={() =>
            coaches.append({ user_id: null, name: '', job: '', bio: '', image: '', email: null })
          }
        >
          Añadir coach
        </Button>
      </div>
    </AdminForm>
  );
}

/** The account that moderates as this coach: searched by e-mail or name among the portal's accounts. */
function AccountPicker({
  index,
  userId,
  email,
  error,
  onChoose,
}: {
  index: number;
  userId: string | null;
  email: string | null;
  error?: string | undefined;
  onChoose: (id: string | null, email: string | null) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const candidates = useCoachCandidates(q.trim());
  if (userId)
    return (
      <div className={styles.inline}>
        <p id={`${id}-account`}>
          Cuenta que modera el foro: <strong>{email ?? userId}</strong>
        </p>
        <Button variant="outline" onClick={() => onChoose(null, null)}>
          Quitar la cuenta del coach {index}
        </Button>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  const found = candidates.data ?? [];
  return (
    <div>
      <TextField
        label={`Cuenta del coach ${index}`}
        type="search"
        hint="Busca por correo o nombre (al menos 2 letras). La cuenta elegida pasa a ser coach de esta ruta y modera su foro."
        value={q}
        error={error}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          // Enter searches as one types; it never sends the whole form from here.
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {q.trim().length >= 2 && (
        <div aria-live="polite">
          {candidates.isFetching ? (
            <p className={styles.hint}>Buscando…</p>
          ) : found.length === 0 ? (
            <p className={styles.hint}>Ninguna cuenta coincide.</p>
          ) : (
            <ul className={styles.candidates} aria-label={`Cuentas encontradas para el coach ${index}`}>
              {found.map((c) => (
                <li key={c.id}>
                  <Button variant="outline" onClick={() => onChoose(c.id, c.email)}>
                    Elegir {c.name ? `${c.name} · ` : ''}
                    {c.email} ({roleLabels[c.role]})
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
