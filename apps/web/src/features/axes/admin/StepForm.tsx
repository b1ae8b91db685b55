import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import {
  iframeTypeLabels,
  iframeTypes,
  stepKindLabels,
  stepKinds,
  stepSaveSchema,
  type AdminStep,
  type StepSave,
} from '@foro/shared/axes/admin';
import type { Conflict } from '@foro/shared/http/errors';
import { AdminForm } from '../../../components/admin/AdminForm';
import { RichTextEditor } from '../../../components/admin/RichTextEditor';
import { MediaField } from '../../../components/admin/MediaField';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useSaveStep } from './api';
import styles from './admin-axes.module.css';

export const stepLabels: Record<string, string> = {
  kind: 'Tipo',
  slug: 'Dirección (slug)',
  open_date: 'Se abre el',
  title: 'Título',
  intro: 'Introducción',
  image: 'Imagen de la tarjeta',
  type_text: 'Texto del tipo',
  type_btn: 'Texto corto del botón',
  text_btn: 'Texto del botón',
  step_inner_text_type: 'Encabezado del texto',
  title_inner: 'Título en la página',
  intro_inner: 'Introducción en la página',
  text_inner: 'Texto de la parada',
  iframes: 'Contenido insertado',
  buttons: 'Botones',
  starts_at: 'Inicio de la masterclass',
  bg_desk: 'Fondo (computador)',
  bg_tablet: 'Fondo (tableta)',
  bg_mobile: 'Fondo (móvil)',
};

const toValues = (step: AdminStep): StepSave => ({ ...step.form, revision: step.revision });

/** One stop of a route (docs/product/axes.md#back-office): card, page, text, embeds and buttons. */
export function StepForm({
  axisId,
  step,
  onReload,
}: {
  axisId: string;
  step: AdminStep;
  onReload: () => void;
}) {
  const save = useSaveStep(axisId, step.step_count);
  const [conflict, setConflict] = useState<Conflict>();
  const [saved, setSaved] = useState(false);
  const [archivedButtons, setArchivedButtons] = useState(0);
  const form = useForm<StepSave>({
    resolver: zodResolver(stepSaveSchema) as Resolver<StepSave>,
    defaultValues: toValues(step),
  });
  const { register, control, handleSubmit, formState, reset, setError, watch } = form;
  const errors = formState.errors;
  const iframes = useFieldArray({ control, name: 'iframes' });
  const buttons = useFieldArray({ control, name: 'buttons', keyName: 'key' });
  const kind = watch('kind');

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      const answer = await save.mutateAsync(values);
      setConflict(undefined);
      reset({
        ...values,
        text_inner: answer.text_inner,
        buttons: answer.buttons,
        revision: answer.revision,
      });
      setArchivedButtons(answer.archived_buttons);
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
      label={`Parada ${step.step_count}`}
      submitLabel="Guardar parada"
      pendingLabel="Guardando…"
      unsaved={formState.isDirty && !save.isPending}
      saved={
        saved &&
        `Cambios guardados.${
          archivedButtons === 0
            ? ''
            : archivedButtons === 1
              ? ' El botón que quitaste ya lo habían usado participantes: queda archivado (no se muestra) y sus clics se conservan.'
              : ` Los ${archivedButtons} botones que quitaste ya los habían usado participantes: quedan archivados (no se muestran) y sus clics se conservan.`
        }`
      }
      conflict={conflict}
      conflictLabels={stepLabels}
      onLoadTheirs={() => {
        setConflict(undefined);
        onReload();
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend>Tarjeta en el mapa de la ruta</legend>
        <div className={styles.grid}>
          <SelectField
            label={stepLabels.kind!}
            options={stepKinds.map((k) => ({ value: k, label: stepKindLabels[k] }))}
            error={errors.kind?.message}
            {...register('kind')}
          />
          <TextField
            label={stepLabels.open_date!}
            type="datetime-local"
            hint="Hora de Bogotá (zona del portal)."
            error={errors.open_date?.message}
            required
            {...register('open_date')}
          />
          <TextField
            label={stepLabels.title!}
            error={errors.title?.message}
            required
            {...register('title')}
          />
          <TextField
            label={stepLabels.slug!}
            hint="Parte final de la dirección de la parada: minúsculas, números y guiones."
            error={errors.slug?.message}
            required
            {...register('slug')}
          />
          <TextField
            label={stepLabels.type_text!}
            error={errors.type_text?.message}
            {...register('type_text')}
          />
          <TextField
            label={stepLabels.text_btn!}
            error={errors.text_btn?.message}
            {...register('text_btn')}
          />
        </div>
        <TextAreaField
          label={stepLabels.intro!}
          rows={3}
          error={errors.intro?.message}
          {...register('intro')}
        />
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <MediaField
              label={stepLabels.image!}
              accept="image"
              value={field.value}
              onChange={field.onChange}
              error={errors.image?.message}
            />
          )}
        />
      </fieldset>

      {kind === 'masterclass' && (
        <fieldset className={styles.fieldset}>
          <legend>Masterclass</legend>
          <TextField
            label={stepLabels.starts_at!}
            type="datetime-local"
            hint="Hora de Bogotá; los horarios por país se calculan a partir de ella."
            error={errors.starts_at?.message}
            required
            {...register('starts_at')}
          />
          <TextField
            label={stepLabels.title_inner!}
            error={errors.title_inner?.message}
            {...register('title_inner')}
          />
          <TextAreaField
            label={stepLabels.intro_inner!}
            rows={3}
            error={errors.intro_inner?.message}
            {...register('intro_inner')}
          />
        </fieldset>
      )}

      <fieldset className={styles.fieldset}>
        <legend>Página de la parada</legend>
        <TextField
          label={stepLabels.step_inner_text_type!}
          hint="Por ejemplo: Lectura, Actividad."
          error={errors.step_inner_text_type?.message}
          {...register('step_inner_text_type')}
        />
        <Controller
          control={control}
          name="text_inner"
          render={({ field }) => (
            <RichTextEditor
              label={stepLabels.text_inner!}
              value={field.value}
              onChange={field.onChange}
              error={errors.text_inner?.message}
              hint="Se guarda limpio según las reglas del portal: lo que ves aquí es lo que verán los docentes."
            />
          )}
        />

        <h3 className={styles.subTitle}>{stepLabels.iframes}</h3>
        <p className={styles.hint}>
          Pega el enlace de un vídeo tal como lo copias de YouTube (youtube.com/watch?v=…, youtu.be/…,
          /live/…) o de Vimeo (vimeo.com/…), o el de un chat en directo de YouTube; también archivos del
          portal (/media/…).
        </p>
        {iframes.fields.map((field, i) => (
          <div key={field.id} className={styles.row}>
            <TextField
              label={`Dirección del contenido ${i + 1}`}
              error={errors.iframes?.[i]?.url?.message}
              {...register(`iframes.${i}.url`)}
            />
            <SelectField
              label={`Tipo del contenido ${i + 1}`}
              options={iframeTypes.map((t) => ({ value: t, label: iframeTypeLabels[t] }))}
              {...register(`iframes.${i}.iframe_type`)}
            />
            <Button variant="outline" onClick={() => iframes.remove(i)}>
              Quitar contenido {i + 1}
            </Button>
          </div>
        ))}
        <Button variant="outline" onClick={() => iframes.append({ url: '', iframe_type: 'video' })}>
          Añadir contenido insertado
        </Button>

        <h3 className={styles.subTitle}>{stepLabels.buttons}</h3>
        <p className={styles.hint}>
          Un botón que los participantes ya usaron no se borra al quitarlo: se archiva (deja de mostrarse) y
          sus clics se conservan.
        </p>
        {buttons.fields.map((field, i) => (
          <div key={field.key} className={styles.row}>
            <TextField
              label={`Texto del botón ${i + 1}`}
              error={errors.buttons?.[i]?.btn_text?.message}
              {...register(`buttons.${i}.btn_text`)}
            />
            <TextField
              label={`Enlace del botón ${i + 1}`}
              error={errors.buttons?.[i]?.url?.message}
              {...register(`buttons.${i}.url`)}
            />
            <Button variant="outline" onClick={() => buttons.remove(i)}>
              Quitar botón {i + 1}
            </Button>
          </div>
        ))}
        <Button variant="outline" onClick={() => buttons.append({ url: '', btn_text: '' })}>
          Añadir botón
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Imágenes de fondo</legend>
        {(['bg_desk', 'bg_tablet', 'bg_mobile'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <MediaField
                label={stepLabels[name]!}
                accept="image"
                value={field.value}
                onChange={field.onChange}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </fieldset>
    </AdminForm>
  );
}
