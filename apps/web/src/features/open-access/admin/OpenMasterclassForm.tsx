import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '@foro/shared/validation/zod-config';
import type { Conflict } from '@foro/shared/http/errors';
import {
  openMasterclassFieldsSchema,
  type AdminOpenMasterclass,
  type OpenMasterclassFields,
} from '@foro/shared/open-access/schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { MediaField } from '../../../components/admin/MediaField';
import { PublicationBadge } from '../../../components/admin/PublicationControls';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { pages } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePublishOpenMasterclass, useSaveOpenMasterclass } from './api';
import styles from './open-masterclass-admin.module.css';

/** `datetime-local` text in the browser's zone ⇄ an ISO instant. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

/** The form keeps the start as typed (local time); the shared schema checks the instant it becomes. */
const formSchema = openMasterclassFieldsSchema.extend({
  startsAt: z
    .string()
    .min(1, 'Indica una fecha y hora válidas.')
    .refine((v) => !Number.isNaN(new Date(v).getTime()), 'Indica una fecha y hora válidas.'),
});
type FormValues = z.infer<typeof formSchema>;

const labels: Record<keyof OpenMasterclassFields, string> = {
  title: 'Título',
  intro: 'Introducción',
  startsAt: 'Inicio (tu hora local)',
  video: 'Vídeo (dirección de inserción)',
  chat: 'Chat (dirección de inserción)',
  bgDesk: 'Fondo para computador (1366 px o más)',
  bgTablet: 'Fondo para tableta (768 px o más)',
  bgMobile: 'Fondo para móvil',
};

const emptyValues: FormValues = {
  title: '',
  intro: '',
  startsAt: '',
  video: '',
  chat: '',
  bgDesk: '',
  bgTablet: '',
  bgMobile: '',
};

const valuesOf = (m: AdminOpenMasterclass | null): FormValues =>
  m
    ? {
        title: m.title,
        intro: m.intro,
        startsAt: toLocalInput(m.startsAt),
        video: m.video,
        chat: m.chat,
        bgDesk: m.bgDesk,
        bgTablet: m.bgTablet,
        bgMobile: m.bgMobile,
      }
    : emptyValues;

/**
 * The masterclass open to visitors (docs/product/contact.md#open-masterclass): what its live page
 * shows, when the video and chat appear, and whether visitors see it at all.
 */
export function OpenMasterclassForm({ masterclass }: { masterclass: AdminOpenMasterclass | null }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(masterclass),
  });
  const save = useSaveOpenMasterclass();
  const publish = usePublishOpenMasterclass();
  const [revision, setRevision] = useState(masterclass?.revision ?? 1);
  const [conflict, setConflict] = useState<Conflict>();
  const [saved, setSaved] = useState(false);
  const [publishError, setPublishError] = useState<string>();
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setConflict(undefined);
    setSaved(false);
    try {
      const answer = await save.mutateAsync({
        ...values,
        startsAt: fromLocalInput(values.startsAt),
        revision,
      });
      if (answer.masterclass) setRevision(answer.masterclass.revision);
      form.reset(valuesOf(answer.masterclass));
      setSaved(true);
    } catch (error) {
      setConflict(applyServerErrors(error, form.setError));
    }
  });

  const togglePublished = async () => {
    if (!masterclass) return;
    setPublishError(undefined);
    try {
      const answer = await publish.mutateAsync({ publish: !masterclass.published, revision });
      if (answer.masterclass) setRevision(answer.masterclass.revision);
    } catch (error) {
      setPublishError(error instanceof ApiError ? error.message : 'Algo salió mal. Inténtalo de nuevo.');
    }
  };

  return (
    <div className={styles.layout}>
      <AdminForm
        form={form}
        className={styles.form}
        onSubmit={submit}
        label="Masterclass abierta"
        submitLabel={masterclass ? 'Guardar cambios' : 'Crear borrador'}
        saved={saved && 'Guardado.'}
        conflict={conflict}
        conflictLabels={labels}
        onLoadTheirs={() => {
          if (!conflict) return;
          const theirs = { ...conflict.changes } as Partial<FormValues>;
          if (typeof theirs.startsAt === 'string') theirs.startsAt = toLocalInput(theirs.startsAt);
          form.reset({ ...form.getValues(), ...theirs });
          setRevision(conflict.revision);
          setConflict(undefined);
        }}
      >
        <TextField label={labels.title} required error={errors.title?.message} {...form.register('title')} />
        <TextAreaField
          label={labels.intro}
          rows={3}
          error={errors.intro?.message}
          {...form.register('intro')}
        />
        <TextField
          label={labels.startsAt}
          type="datetime-local"
          required
          hint="Desde ese momento la página muestra el vídeo y el chat."
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <TextField
          label={labels.video}
          hint="El enlace del vídeo tal como lo copias de YouTube (youtube.com/watch?v=…, youtu.be/…, /live/…) o de Vimeo (vimeo.com/…), o un archivo del portal."
          error={errors.video?.message}
          {...form.register('video')}
        />
        <TextField
          label={labels.chat}
          hint="El enlace del vídeo en directo de YouTube o el de su chat (youtube.com/live_chat?v=…); se muestra en pantallas anchas. Vacío: la página invita a unirse a la comunidad en lugar del chat."
          error={errors.chat?.message}
          {...form.register('chat')}
        />
        {(['bgDesk', 'bgTablet', 'bgMobile'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <MediaField
                label={labels[name]}
                accept="image"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </AdminForm>
      <aside className={styles.side} aria-labelledby="open-masterclass-state">
        <h2 id="open-masterclass-state">Publicación</h2>
        {masterclass ? (
          <>
            <p>
              <PublicationBadge state={masterclass.published ? 'published' : 'draft'} />
            </p>
            <p>
              {masterclass.published
                ? 'Quien envía el formulario de acceso abierto ve esta masterclass.'
                : 'Nadie la ve: la página de acceso abierto dice que no hay masterclass en abierto.'}
            </p>
            <Button variant="outline" disabled={publish.isPending || isDirty} onClick={togglePublished}>
              {masterclass.published ? 'Retirar del acceso abierto' : 'Publicar'}
            </Button>
            {isDirty && <p className={styles.hint}>Guarda tus cambios antes de publicar o retirar.</p>}
            {publishError && (
              <p className={styles.rootError} role="alert">
                {publishError}
              </p>
            )}
            <p>
              <a href={pages.openAccessLive.pattern} target="_blank" rel="noreferrer">
                Ver la página de acceso abierto
              </a>
            </p>
          </>
        ) : (
          <p>Aún no hay masterclass abierta. Guarda el formulario para crearla como borrador.</p>
        )}
      </aside>
    </div>
  );
}
