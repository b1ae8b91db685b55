import { useId, useState } from 'react';
import type { MemberDetail } from '@foro/shared/members/admin-schemas';
import { countries } from '@foro/shared/directory/countries';
import { roles } from '@foro/shared/profile/confirmation';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { useMemberAction, type MemberAction } from './members-admin-api';
import adminStyles from '../../../components/admin/admin.module.css';
import styles from './members-admin.module.css';

interface Field {
  name: string;
  label: string;
  initial?: string;
  /** `datetime-local`: typed in the staff member's zone, sent as an instant; empty is left out. */
  type?: 'text' | 'email' | 'datetime-local';
  multiline?: boolean;
  /** A choice from a list (the member's own form's lists): value and label. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
}

const countryOptions = countries.map((c) => ({ value: c.key, label: c.label }));
const roleOptions = roles.map((r) => ({ value: r, label: r }));

const reasonField: Field = {
  name: 'reason',
  label: 'Motivo (queda en el registro de cambios)',
  multiline: true,
};

/** One account action as its own small form: its fields, their errors from the server, the outcome. */
function ActionForm({
  memberId,
  action,
  title,
  intro,
  fields,
  submit,
  danger,
  onDone,
}: {
  memberId: string;
  action: MemberAction;
  title: string;
  intro?: string;
  fields: Field[];
  submit: string;
  danger?: boolean;
  /** The server's sentence about what was done, shown above the forms (a form may go away with the state). */
  onDone: (message: string) => void;
}) {
  const id = useId();
  const initial = () => Object.fromEntries(fields.map((f) => [f.name, f.initial ?? '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const run = useMemberAction(memberId, action);
  const errors = run.error instanceof ApiError ? run.error.fieldErrors : {};
  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onDone('');
        const body = Object.fromEntries(
          fields
            // An empty date is left out (no end); every other field goes as typed.
            .filter((f) => f.type !== 'datetime-local' || values[f.name])
            .map((f) => {
              const value = values[f.name] ?? '';
              return [f.name, f.type === 'datetime-local' ? new Date(value).toISOString() : value];
            }),
        );
        run.mutate(body, {
          onSuccess: (answer) => {
            setValues((v) => ({ ...v, reason: '' }));
            onDone(answer.message);
          },
        });
      }}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      {intro && <p className={adminStyles.hint}>{intro}</p>}
      {fields.map((f) => {
        const error = errors[f.name];
        const props = {
          id: `${id}-${f.name}`,
          name: f.name,
          className: adminStyles.control,
          value: values[f.name] ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-${f.name}-error` : undefined,
          onChange: (e: { target: { value: string } }) =>
            setValues((v) => ({ ...v, [f.name]: e.target.value })),
        };
        return (
          <div key={f.name}>
            <label htmlFor={props.id} className={adminStyles.label}>
              {f.label}
            </label>
            {f.options ? (
              <select {...props}>
                <option value="">Elige…</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.multiline ? (
              <textarea rows={2} {...props} />
            ) : (
              <input type={f.type ?? 'text'} {...props} />
            )}
            {error && (
              <p id={`${id}-${f.name}-error`} className={adminStyles.fieldError}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {run.isError && !Object.keys(errors).length && (
        <p role="alert" className={styles.error}>
          {run.error.message}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant={danger ? 'primary' : 'brand'} disabled={run.isPending}>
          {run.isPending ? 'Guardando…' : submit}
        </Button>
      </div>
    </form>
  );
}

/** The account actions staff may take on this member (decision 0039); none once the account is closed. */
export function MemberActions({ detail }: { detail: MemberDetail }) {
  const m = detail.member;
  const [done, setDone] = useState('');
  const status = (
    <p role="status" className={styles.done}>
      {done}
    </p>
  );
  if (m.state === 'closed')
    return (
      <>
        {status}
        <p>La cuenta se dio de baja: ya no admite cambios.</p>
      </>
    );
  return (
    <>
      {status}
      <ActionForm
        memberId={m.id}
        onDone={setDone}
        action="name"
        title="Corregir el nombre"
        intro="Los certificados emitidos se reemiten con el nombre corregido y un código nuevo; el anterior queda como «reemplazado»."
        fields={[
          { name: 'name', label: 'Nombre', initial: m.name },
          { name: 'lastname', label: 'Primer apellido', initial: m.lastname },
          { name: 'lastname2', label: 'Segundo apellido', initial: m.lastname2 },
          reasonField,
        ]}
        submit="Corregir el nombre"
      />
      <ActionForm
        memberId={m.id}
        onDone={setDone}
        action="place"
        title="Corregir país, colegio, ciudad y rol"
        intro="Con las mismas listas que el formulario del miembro; si el colegio o la ciudad están en el directorio, quedan elegidos en su formulario."
        fields={[
          { name: 'country', label: 'País', initial: m.country, options: countryOptions },
          { name: 'school', label: 'Colegio', initial: m.school },
          { name: 'city', label: 'Ciudad', initial: m.city },
          { name: 'rol', label: 'Rol', initial: m.rol, options: roleOptions },
          reasonField,
        ]}
        submit="Corregir los datos"
      />
      <ActionForm
        memberId={m.id}
        onDone={setDone}
        action="email"
        title="Cambiar el correo de acceso"
        intro="Enviamos un enlace a la dirección nueva; el correo cambia cuando el miembro lo confirma desde ella."
        fields={[{ name: 'email', label: 'Correo nuevo', type: 'email' }, reasonField]}
        submit="Enviar el enlace de confirmación"
      />
      {m.state === 'active' && (
        <ActionForm
          memberId={m.id}
          onDone={setDone}
          action="password-reset"
          title="Enviar un enlace para elegir contraseña"
          intro={`Mandamos a ${m.email} un enlace de un solo uso, válido una hora, para que elija una contraseña nueva. La actual sigue valiendo hasta que la cambie.`}
          fields={[]}
          submit="Enviar el enlace"
        />
      )}
      {m.state === 'suspended' ? (
        <ActionForm
          memberId={m.id}
          onDone={setDone}
          action="unsuspend"
          title="Levantar la suspensión"
          fields={[reasonField]}
          submit="Levantar la suspensión"
        />
      ) : (
        <ActionForm
          memberId={m.id}
          onDone={setDone}
          action="suspend"
          title="Suspender la cuenta"
          intro="No podrá entrar y sus sesiones abiertas se cierran en el acto. Con una fecha de fin, vuelve a estar activa sola después de esa fecha."
          fields={[
            reasonField,
            {
              name: 'until',
              label: 'Suspendida hasta (opcional, en tu hora local)',
              type: 'datetime-local',
            },
          ]}
          submit="Suspender"
          danger
        />
      )}
      {m.state === 'deactivated' ? (
        <ActionForm
          memberId={m.id}
          onDone={setDone}
          action="reactivate"
          title="Reactivar la cuenta"
          fields={[reasonField]}
          submit="Reactivar"
        />
      ) : (
        <ActionForm
          memberId={m.id}
          onDone={setDone}
          action="deactivate"
          title="Desactivar la cuenta"
          intro="Como una suspensión, pero sin falta: por ejemplo, a petición del miembro."
          fields={[reasonField]}
          submit="Desactivar"
          danger
        />
      )}
      <ActionForm
        memberId={m.id}
        onDone={setDone}
        action="close"
        title="Dar de baja (no se puede deshacer)"
        intro="Se elimina la cuenta y sus datos personales; sus mensajes quedan como «Miembro que dejó el foro» y se conservan los certificados emitidos y las participaciones en sorteos, como dice la política de privacidad."
        fields={[
          reasonField,
          { name: 'confirmEmail', label: `Escribe ${m.email} para confirmar`, type: 'email' },
        ]}
        submit="Dar de baja"
        danger
      />
    </>
  );
}
