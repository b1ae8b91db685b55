import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { Conflict } from '@foro/shared/http/errors';
import {
  fillVariables,
  mailWordingCatalog,
  type MailWordingFields,
  type MailWordingKey,
} from '@foro/shared/mail-wording/catalog';
import { mailWordingFormSchema, type AdminMailWording } from '@foro/shared/mail-wording/schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { StaffTime } from '../../../components/admin/StaffTime';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { previewUrl, useSaveMailWording } from './api';
import styles from './mail-wording.module.css';

const PREFIX = 'wording.';
const fields = ['subject', 'preheader', 'body', 'action', 'notes'] as const;
const labels: Record<(typeof fields)[number], string> = {
  subject: 'Asunto',
  preheader: 'Línea de vista previa',
  body: 'Texto del correo',
  action: 'Texto del botón',
  notes: 'Notas al pie',
};
/** The labels of the fields by the server's names (`wording.subject`), for a conflict's notice. */
const conflictLabels = Object.fromEntries(fields.map((f) => [`${PREFIX}${f}`, labels[f]]));

/**
 * One mail's wording (docs/decisions/0082-mail-wording-by-staff.md): its texts with the variables it
 * offers, checked by the same schema as the server; a preview of the mail as it would leave, with
 * sample values; its versions, any of which can be brought back into the form; and the notice of a
 * save made meanwhile by someone else, merged field by field.
 */
export function MailWordingForm({ mail }: { mail: AdminMailWording }) {
  const key = mail.key as MailWordingKey;
  const entry = mailWordingCatalog[key];
  const form = useForm<MailWordingFields>({
    resolver: zodResolver(mailWordingFormSchema(key)),
    defaultValues: mail.wording,
  });
  const save = useSaveMailWording(key);
  const [revision, setRevision] = useState(mail.revision);
  const [conflict, setConflict] = useState<Conflict>();
  const [saved, setSaved] = useState(false);
  const [preview, setPreview] = useState<{ url: string; subject: string; preheader: string }>();
  const { errors } = form.formState;

  const samples = Object.fromEntries(Object.entries(entry.variables).map(([n, v]) => [n, v.sample]));

  const submit = form.handleSubmit(async (wording) => {
    setConflict(undefined);
    setSaved(false);
    try {
      const answer = await save.mutateAsync({ revision, wording });
      setRevision(answer.revision);
      form.reset(answer.wording);
      setSaved(true);
    } catch (error) {
      const found = applyServerErrors(error, (field, message) =>
        form.setError(String(field).replace(PREFIX, '') as Path<MailWordingFields>, message),
      );
      // Saving again writes over their version, keeping what they changed (the notice merges it).
      if (found) setRevision(found.revision);
      setConflict(found);
    }
  });

  const showPreview = form.handleSubmit((wording) =>
    setPreview({
      url: previewUrl(key, wording),
      subject: fillVariables(wording.subject, samples),
      preheader: fillVariables(wording.preheader, samples),
    }),
  );

  const bringBack = (wording: MailWordingFields) => {
    for (const field of fields) form.setValue(field, wording[field], { shouldDirty: true });
    setSaved(false);
  };

  return (
    <div className={styles.layout}>
      <AdminForm
        form={form}
        className={styles.form}
        onSubmit={submit}
        label={`Texto: ${entry.label}`}
        intro={<p className={styles.muted}>{entry.when}</p>}
        submitLabel="Guardar cambios"
        actions={
          <Button variant="outline" onClick={() => void showPreview()}>
            Vista previa
          </Button>
        }
        saved={saved && 'Cambios guardados. Los próximos correos usarán este texto.'}
        conflict={conflict}
        conflictAt="wording"
        conflictLabels={conflictLabels}
        onLoadTheirs={() => {
          if (!conflict) return;
          form.reset({ ...form.getValues(), ...stripPrefix(conflict.changes) });
          setRevision(conflict.revision);
          setConflict(undefined);
        }}
      >
        <section className={styles.panel} aria-labelledby="variables-title">
          <h2 id="variables-title">Variables</h2>
          {Object.keys(entry.variables).length === 0 ? (
            <p>Este correo no tiene variables.</p>
          ) : (
            <>
              <p className={styles.muted}>
                Escríbelas tal cual, con sus llaves: el portal pone el valor de cada persona al enviar.
              </p>
              <dl className={styles.variables}>
                {Object.entries(entry.variables).map(([name, variable]) => (
                  <div key={name} className={styles.pair}>
                    <dt>{`{${name}}`}</dt>
                    <dd>
                      {variable.label}
                      {'required' in variable && variable.required ? ' (obligatoria en el texto)' : ''}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </section>
        <TextField
          label={labels.subject}
          required
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <TextField
          label={labels.preheader}
          hint="La frase que muchos programas de correo muestran junto al asunto."
          error={errors.preheader?.message}
          {...form.register('preheader')}
        />
        <TextAreaField
          label={`${labels.body} (separa los párrafos con una línea en blanco)`}
          rows={12}
          required
          error={errors.body?.message}
          {...form.register('body')}
        />
        {entry.hasAction && (
          <TextField
            label={labels.action}
            required
            hint="El enlace del botón lo pone el portal."
            error={errors.action?.message}
            {...form.register('action')}
          />
        )}
        <TextAreaField
          label={`${labels.notes} (texto pequeño al final; opcional)`}
          rows={4}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
      </AdminForm>
      <div className={styles.form}>
        <section className={styles.panel} aria-labelledby="preview-title">
          <h2 id="preview-title">Vista previa</h2>
          {preview ? (
            <>
              <p>
                <strong>Asunto:</strong> {preview.subject}
              </p>
              {preview.preheader && (
                <p className={styles.muted}>
                  <strong>Vista previa:</strong> {preview.preheader}
                </p>
              )}
              {/* The preview page's own policy lets it run nothing and load nothing (mail-wording.admin.routes.ts). */}
              <iframe
                className={styles.frame}
                src={preview.url}
                title={`Vista previa del correo: ${entry.label}`}
              />
            </>
          ) : (
            <p className={styles.muted}>
              Pulsa «Vista previa» para ver el correo con datos de ejemplo (aún sin guardar).
            </p>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="versions-title">
          <h2 id="versions-title">Versiones</h2>
          <ul className={styles.versions}>
            {mail.versions.map((version) => (
              <li key={version.revision}>
                <span>
                  {version.revision === 0 ? (
                    'Texto original del portal'
                  ) : (
                    <>
                      Versión {version.revision}: {version.by}, el <StaffTime at={version.at} />
                    </>
                  )}
                  {version.revision === revision ? ' (en uso)' : ''}
                </span>
                <Button variant="outline" onClick={() => bringBack(version.wording)}>
                  Usar este texto
                  <span className="visually-hidden">
                    {version.revision === 0 ? ' original' : ` de la versión ${version.revision}`}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            «Usar este texto» lo pasa al formulario: se guarda al pulsar «Guardar cambios».
          </p>
        </section>
      </div>
    </div>
  );
}

const stripPrefix = (changes: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(changes).map(([k, v]) => [k.replace(PREFIX, ''), v]),
  ) as Partial<MailWordingFields>;
