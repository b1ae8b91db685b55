import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  axisSaveSchema,
  expertGenderLabels,
  expertGenders,
  type AxisForm as AxisFormValues,
  type AxisSave,
} from '@foro/shared/axes/admin';
import type { Conflict } from '@foro/shared/http/errors';
import { AdminForm } from '../../../components/admin/AdminForm';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import styles from './admin-axes.module.css';

export const axisLabels: Record<string, string> = {
  title: 'Título',
  slug: 'Dirección (slug)',
  claim: 'Frase de presentación',
  excerpt: 'Resumen',
  date: 'Fecha',
  position: 'Orden en la portada',
  active: 'Ruta abierta',
  video_inner: 'Vídeo de introducción',
  speaker: 'Ponente',
  speaker_gender: 'Género gramatical del experto',
  speaker_job: 'Cargo del ponente',
  speaker_country: 'País del ponente',
};

export const emptyAxis: AxisFormValues = {
  slug: '',
  position: 0,
  claim: '',
  title: '',
  excerpt: '',
  date: '',
  active: true,
  video_inner: '',
  speaker: '',
  speaker_gender: 'm',
  speaker_job: '',
  speaker_country: '',
};

/**
 * The route's own fields (docs/product/axes.md#back-office). New routes send no revision; an edit sends
 * the one it was loaded with and shows a 409's changes next to the fields.
 */
export function AxisForm({
  initial,
  revision,
  onSave,
  onReload,
  submitLabel,
}: {
  initial: AxisFormValues;
  revision?: number;
  onSave: (values: AxisSave) => Promise<{ revision: number }>;
  onReload?: () => void;
  submitLabel: string;
}) {
  const [conflict, setConflict] = useState<Conflict>();
  const [saved, setSaved] = useState(false);
  const schema = revision === undefined ? axisSaveSchema.omit({ revision: true }) : axisSaveSchema;
  const form = useForm<AxisSave>({
    resolver: zodResolver(schema) as unknown as Resolver<AxisSave>,
    defaultValues: { ...initial, ...(revision !== undefined ? { revision } : {}) },
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const answer = await onSave(values);
      setConflict(undefined);
      reset({ ...values, revision: answer.revision });
      setSaved(true);
    } catch (error) {
      setConflict(applyServerErrors(error, setError));
    }
  });

  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className={styles.form}
      label="Datos de la ruta"
      submitLabel={submitLabel}
      pendingLabel="Guardando…"
      saved={saved && 'Cambios guardados.'}
      // A new route's editor opens once it is saved: leaving then asks nothing.
      unsaved={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful}
      conflict={conflict}
      conflictLabels={axisLabels}
      onLoadTheirs={
        onReload &&
        (() => {
          setConflict(undefined);
          onReload();
        })
      }
    >
      <div className={styles.grid}>
        <TextField label={axisLabels.title!} error={errors.title?.message} required {...register('title')} />
        <TextField
          label={axisLabels.slug!}
          hint="Dirección de la ruta en el portal (/eje/…): minúsculas, números y guiones."
          error={errors.slug?.message}
          required
          {...register('slug')}
        />
        <TextField
          label={axisLabels.date!}
          type="date"
          error={errors.date?.message}
          required
          {...register('date')}
        />
        <TextField
          label={axisLabels.position!}
          type="number"
          min={0}
          error={errors.position?.message}
          {...register('position')}
        />
      </div>
      <TextField label={axisLabels.claim!} error={errors.claim?.message} {...register('claim')} />
      <TextAreaField
        label={axisLabels.excerpt!}
        rows={3}
        error={errors.excerpt?.message}
        {...register('excerpt')}
      />
      <TextField
        label={axisLabels.video_inner!}
        hint="El enlace de un vídeo de YouTube (youtube.com/watch?v=…, youtu.be/…) o de Vimeo (vimeo.com/…), tal como lo copias, o un archivo del portal (/media/…)."
        error={errors.video_inner?.message}
        {...register('video_inner')}
      />
      <div className={styles.check}>
        <input id="axis-active" type="checkbox" {...register('active')} />
        <label htmlFor="axis-active">{axisLabels.active}</label>
        <span className={styles.hint}>Sin marcar, la ruta aparece como «Próximamente».</span>
      </div>
      <div className={styles.grid}>
        <TextField label={axisLabels.speaker!} error={errors.speaker?.message} {...register('speaker')} />
        <SelectField
          label={axisLabels.speaker_gender!}
          options={expertGenders.map((g) => ({ value: g, label: expertGenderLabels[g] }))}
          error={errors.speaker_gender?.message}
          {...register('speaker_gender')}
        />
        <TextField
          label={axisLabels.speaker_job!}
          error={errors.speaker_job?.message}
          {...register('speaker_job')}
        />
        <TextField
          label={axisLabels.speaker_country!}
          error={errors.speaker_country?.message}
          {...register('speaker_country')}
        />
      </div>
    </AdminForm>
  );
}
