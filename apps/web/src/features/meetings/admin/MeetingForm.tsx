import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors, type Path } from 'react-hook-form';
import type { Conflict } from '@foro/shared/admin/schemas';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import {
  embedFields,
  genderLabels,
  genders,
  meetingFormSchema,
  meetingStateLabels,
  meetingStates,
  meetingTimeZoneOptions,
  type EmbedField,
  type MeetingFormValues,
  type MeetingInput,
} from '@foro/shared/meetings/admin-schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { theirChanges } from '../../../components/admin/conflict-changes';
import { MediaField, type MediaKind } from '../../../components/admin/MediaField';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { EmbedPreview } from './EmbedPreview';
import { SchedulePreview } from './SchedulePreview';
import styles from './meeting-admin.module.css';

/** A new meeting's values: everything empty but a sensible length and the publisher's zone. */
export const emptyMeeting = (): MeetingFormValues => ({
  title: '',
  slug: '',
  topic: '',
  date: '',
  time: '',
  time_zone: PUBLISHER_TIME_ZONE,
  duration_minutes: 90,
  attendance_minutes: 30,
  state: 'auto',
  posts_hidden: false,
  img: '',
  img_inner: '',
  img_inner_t: '',
  img_inner_m: '',
  bg_more_info: '',
  bg_more_info_t: '',
  bg_more_info_m: '',
  video_inner: '',
  iframe_event: '',
  iframe_chat: '',
  iframe_post_event: '',
  reason: '',
  objectives: [],
  doc: '',
  summ: '',
  presentation: '',
  podcast: '',
  recommendations: [],
  cta_text: '',
  speaker: '',
  speaker_country: '',
  speaker_job: '',
  speaker_image: '',
  speaker_claim: '',
  speaker_excerpt: '',
  speaker_name_meeting_page: '',
  speaker_ln: '',
  speaker_fb: '',
  speaker_tw: '',
  speaker_yt: '',
  speaker_gender: 'f',
  driver: '',
  driver_country: '',
  driver_job: '',
  driver_doc: '',
  driver_claim: '',
  driver_doc_text: '',
  driver_ln: '',
  driver_fb: '',
  driver_tw: '',
  driver_yt: '',
  driver_gender: 'm',
  host_email: '',
});

function errorAt(errors: FieldErrors<MeetingFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

const shown = (value: unknown) =>
  typeof value === 'string'
    ? value || '(vacío)'
    : Array.isArray(value)
      ? `${value.length} elementos`
      : String(value);

/** The labels of the fields a conflict may name, for the notice above the form. */
const fieldLabels: Record<string, string> = {
  title: 'Título',
  slug: 'Dirección (slug)',
  topic: 'Tema',
  date: 'Fecha',
  time: 'Hora',
  time_zone: 'Zona horaria',
  duration_minutes: 'Duración (minutos)',
  attendance_minutes: 'Minutos de asistencia',
  state: 'Estado',
  posts_hidden: 'Foro cerrado',
  reason: 'Por qué este encuentro',
  objectives: 'Objetivos',
  recommendations: 'Recomendaciones',
  cta_text: 'Texto de la llamada a la acción',
  speaker: 'Nombre del ponente',
  driver: 'Nombre de quien conduce',
  host_email: 'Correo de la cuenta del presentador o la presentadora',
  ...Object.fromEntries(Object.entries(embedFields).map(([k, v]) => [k, v.label])),
};

export interface MeetingFormProps {
  defaultValues: MeetingFormValues;
  embedHosts: readonly string[];
  onSubmit: (values: MeetingInput) => void;
  /** The last save's failure: field errors go next to their fields, a 409's saved values too. */
  saveError?: unknown;
  /** After a conflict: load the saved version, dropping what was typed. */
  onLoadTheirs?: () => void;
  pending: boolean;
  submitLabel: string;
  /**
   * Registered members a change of date, hour, duration or address would tell (a published meeting not
   * over yet; decision 0073): the form says so before the save.
   */
  notifies?: number;
  /** The last save went through: "Cambios guardados." until the next change, as the other editors say. */
  saved?: boolean;
}

/** The fields whose change sends the registered members a notice with the updated calendar file. */
const noticeFields = ['date', 'time', 'time_zone', 'duration_minutes', 'slug'] as const;

/** "Se avisará a 3 docentes inscritos…" */
export const noticeText = (count: number): string =>
  `Se avisará a ${count === 1 ? '1 docente inscrito' : `${count} docentes inscritos`} del cambio, con el evento actualizado para su calendario.`;

/**
 * Every field of a meeting (docs/product/meetings.md#meeting-fields), checked in the browser with the
 * shared schema the server uses; the server's errors and a conflict's saved values show next to
 * their fields, and what was typed stays.
 */
export function MeetingForm({
  defaultValues,
  embedHosts,
  onSubmit,
  saveError,
  onLoadTheirs,
  pending,
  submitLabel,
  notifies = 0,
  saved = false,
}: MeetingFormProps) {
  const schema = useMemo(() => meetingFormSchema(embedHosts), [embedHosts]);
  const form = useForm<MeetingFormValues, unknown, MeetingInput>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { register, formState, watch } = form;
  const objectives = useFieldArray({ control: form.control, name: 'objectives' });
  const recommendations = useFieldArray({ control: form.control, name: 'recommendations' });

  const [conflict, setConflict] = useState<Conflict>();
  // After a save (or loading the saved version), those values become the form's starting point.
  useEffect(() => {
    form.reset(defaultValues);
    setConflict(undefined);
  }, [defaultValues, form]);
  // A refused save: its errors next to the fields, what was typed untouched.
  useEffect(() => {
    if (saveError) setConflict(applyServerErrors(saveError, form.setError));
  }, [saveError, form]);

  const error = (name: string) => errorAt(formState.errors, name);
  // Only the other editor's changes: not the fields that differ because this person edited them.
  const theirs = conflict
    ? new Set(theirChanges(conflict.changes, formState.defaultValues).map(([f]) => f))
    : null;
  const conflictNote = (name: string) =>
    conflict && theirs?.has(name) ? (
      <p className={styles.conflict} role="note">
        Guardado por {conflict.by ?? 'otra persona'}: <strong>{shown(conflict.changes[name])}</strong>
      </p>
    ) : null;

  const text = (
    name: Path<MeetingFormValues>,
    label: string,
    options: { hint?: string; required?: boolean; type?: string; wide?: boolean } = {},
  ) => (
    <div className={options.wide ? styles.wide : undefined} key={name}>
      <TextField
        label={label}
        error={error(name)}
        required={options.required}
        type={options.type ?? 'text'}
        {...(options.hint ? { hint: options.hint } : {})}
        {...register(name)}
      />
      {conflictNote(name)}
    </div>
  );
  const area = (name: Path<MeetingFormValues>, label: string, rows = 4) => (
    <div className={styles.wide} key={name}>
      <TextAreaField label={label} rows={rows} error={error(name)} {...register(name)} />
      {conflictNote(name)}
    </div>
  );
  const select = (
    name: Path<MeetingFormValues>,
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <div key={name}>
      <SelectField label={label} options={options} error={error(name)} {...register(name)} />
      {conflictNote(name)}
    </div>
  );
  const media = (name: Path<MeetingFormValues>, label: string, accept: MediaKind = 'image') => (
    <div key={name}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <MediaField
            label={label}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            accept={accept}
            error={error(name)}
          />
        )}
      />
      {conflictNote(name)}
    </div>
  );
  const embed = (name: EmbedField) => (
    <div className={styles.wide} key={name}>
      {text(name, embedFields[name].label, {
        hint:
          'chat' in embedFields[name]
            ? 'Pega el enlace del vídeo en directo de YouTube o el de su chat (youtube.com/live_chat?v=…); se muestra junto al vídeo en pantallas anchas.'
            : `Pega el enlace del vídeo tal como lo copias de YouTube (youtube.com/watch?v=…, youtu.be/…, /live/…) o de Vimeo (vimeo.com/…); también sirve un enlace para insertar de ${embedHosts
                .map((h) => h.replace(/^https?:\/\//, ''))
                .join(', ')}${embedFields[name].videoFile ? ', o un vídeo del portal (/media/….mp4)' : ''}.`,
        type: 'url',
      })}
      <EmbedPreview
        url={watch(name) ?? ''}
        title={embedFields[name].label}
        hosts={embedHosts}
        videoFile={embedFields[name].videoFile}
        chat={'chat' in embedFields[name]}
      />
    </div>
  );
  const person = (prefix: 'speaker' | 'driver', title: string, noun: string) => {
    const photo = prefix === 'speaker' ? 'speaker_image' : 'driver_doc';
    const bio = prefix === 'speaker' ? 'speaker_excerpt' : 'driver_doc_text';
    return (
      <fieldset className={styles.section}>
        <legend>{title}</legend>
        <div className={styles.grid}>
          {text(prefix, `Nombre ${noun}`)}
          {select(
            `${prefix}_gender`,
            'Género gramatical',
            genders.map((g) => ({
              value: g,
              label:
                prefix === 'speaker'
                  ? genderLabels[g]
                  : g === 'f'
                    ? 'Femenino (la conductora)'
                    : 'Masculino (el conductor)',
            })),
          )}
          {text(`${prefix}_country`, 'País')}
          {text(`${prefix}_job`, 'Cargo o profesión')}
          {prefix === 'speaker' && text('speaker_name_meeting_page', 'Nombre en la página del encuentro')}
          {media(photo, 'Foto')}
          {text(`${prefix}_claim`, 'Frase destacada', { wide: true })}
          {area(bio, 'Biografía', 5)}
          {text(`${prefix}_ln`, 'LinkedIn', { type: 'url' })}
          {text(`${prefix}_fb`, 'Facebook', { type: 'url' })}
          {text(`${prefix}_tw`, 'X (Twitter)', { type: 'url' })}
          {text(`${prefix}_yt`, 'YouTube', { type: 'url' })}
        </div>
      </fieldset>
    );
  };

  const [date, time, timeZone] = watch(['date', 'time', 'time_zone']);
  const watched = watch([...noticeFields]);
  const loaded = formState.defaultValues;
  // An empty address keeps the saved one: only a different one is a change.
  const willNotify =
    notifies > 0 &&
    noticeFields.some((field, i) => {
      const now = watched[i];
      if (field === 'slug' && now === '') return false;
      return String(now ?? '') !== String(loaded?.[field] ?? '');
    });
  const fieldErrors = Object.keys(formState.errors).filter((k) => k !== 'root').length > 0;

  return (
    <AdminForm
      form={form}
      className={styles.form}
      label="Datos del encuentro"
      onSubmit={form.handleSubmit((values) => {
        if (!pending) onSubmit(values);
      })}
      submitLabel={submitLabel}
      pendingLabel="Guardando…"
      // The page saves (a mutation it owns), and says when it is under way.
      pending={pending}
      error={fieldErrors ? 'Revisa los campos marcados antes de guardar.' : undefined}
      saved={saved && !fieldErrors && 'Cambios guardados.'}
      conflict={conflict}
      conflictLabels={fieldLabels}
      onLoadTheirs={() => onLoadTheirs?.()}
    >
      <fieldset className={styles.section}>
        <legend>Encuentro</legend>
        <div className={styles.grid}>
          {text('title', 'Título', {
            required: true,
            wide: true,
            hint: 'Escribe [br] donde el título debe saltar de línea en las tarjetas.',
          })}
          {text('topic', 'Tema')}
          {text('slug', 'Dirección (slug)', {
            hint: 'Vacío: se forma con el título. Cambiarla rompe los enlaces ya compartidos.',
          })}
          {select(
            'state',
            'Estado',
            meetingStates.map((s) => ({ value: s, label: meetingStateLabels[s] })),
          )}
          <div className={styles.wide}>
            <label>
              <input type="checkbox" {...register('posts_hidden')} /> Cerrar el foro del encuentro
            </label>
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Fecha y hora</legend>
        <div className={styles.split}>
          <div>
            {text('date', 'Fecha', { type: 'date', required: true })}
            {text('time', 'Hora', {
              type: 'time',
              required: true,
              hint: 'La hora local en la zona elegida.',
            })}
            {select(
              'time_zone',
              'Zona horaria',
              meetingTimeZoneOptions.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` })),
            )}
            {text('duration_minutes', 'Duración (minutos)', { type: 'number', required: true })}
            {text('attendance_minutes', 'Minutos de asistencia', {
              type: 'number',
              required: true,
              hint: 'Minutos en directo, o viendo la grabación, para obtener el certificado.',
            })}
          </div>
          <SchedulePreview date={date ?? ''} time={time ?? ''} timeZone={timeZone ?? ''} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Imágenes</legend>
        <div className={styles.grid}>
          {media('img', 'Imagen de la tarjeta')}
          {media('img_inner', 'Cabecera (escritorio)')}
          {media('img_inner_t', 'Cabecera (tableta)')}
          {media('img_inner_m', 'Cabecera (móvil)')}
          {media('bg_more_info', 'Fondo de «más información» (escritorio)')}
          {media('bg_more_info_t', 'Fondo de «más información» (tableta)')}
          {media('bg_more_info_m', 'Fondo de «más información» (móvil)')}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Vídeos y chat</legend>
        {embed('video_inner')}
        {embed('iframe_event')}
        {embed('iframe_chat')}
        {embed('iframe_post_event')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Contenido</legend>
        <div className={styles.grid}>
          {area('reason', 'Por qué este encuentro', 5)}
          {text('cta_text', 'Texto de la llamada a la acción', { wide: true })}
        </div>
        <h3>Objetivos</h3>
        {objectives.fields.map((field, i) => (
          <div key={field.id} className={styles.item}>
            <div className={styles.itemHead}>
              <h4>Objetivo {i + 1}</h4>
              <Button variant="outline" onClick={() => objectives.remove(i)}>
                Quitar el objetivo {i + 1}
              </Button>
            </div>
            <div className={styles.grid}>
              {text(`objectives.${i}.title`, 'Título del objetivo', { required: true })}
              {media(`objectives.${i}.img`, 'Imagen del objetivo')}
              {area(`objectives.${i}.excerpt`, 'Descripción del objetivo', 2)}
            </div>
          </div>
        ))}
        <Button variant="outline" onClick={() => objectives.append({ title: '', img: '', excerpt: '' })}>
          Añadir un objetivo
        </Button>
        <h3>Materiales</h3>
        <div className={styles.grid}>
          {media('doc', 'Documento', 'pdf')}
          {media('summ', 'Resumen', 'pdf')}
          {media('presentation', 'Presentación', 'pdf')}
          {media('podcast', 'Pódcast', 'audio')}
        </div>
        <h3>Recomendaciones</h3>
        {recommendations.fields.map((field, i) => (
          <div key={field.id} className={styles.item}>
            <div className={styles.itemHead}>
              <h4>Recomendación {i + 1}</h4>
              <Button variant="outline" onClick={() => recommendations.remove(i)}>
                Quitar la recomendación {i + 1}
              </Button>
            </div>
            <div className={styles.grid}>
              {text(`recommendations.${i}.title`, 'Título de la recomendación', { required: true })}
              {text(`recommendations.${i}.url`, 'Enlace', { type: 'url' })}
              {media(`recommendations.${i}.img`, 'Imagen')}
              {area(`recommendations.${i}.excerpt`, 'Descripción', 2)}
            </div>
          </div>
        ))}
        <Button
          variant="outline"
          onClick={() => recommendations.append({ title: '', url: '', img: '', excerpt: '' })}
        >
          Añadir una recomendación
        </Button>
      </fieldset>

      {person('speaker', 'Ponente', 'del ponente o la ponente')}
      {person('driver', 'Conductor o conductora', 'de quien conduce')}

      <fieldset className={styles.section}>
        <legend>Presentador o presentadora de las preguntas</legend>
        <div className={styles.grid}>
          {text('host_email', 'Correo de la cuenta del presentador o la presentadora', {
            type: 'email',
            wide: true,
            hint:
              'Una cuenta del portal. Desde su perfil abrirá la consola de preguntas de este encuentro: ' +
              'podrá destacarlas, marcarlas como respondidas, ocultarlas y exportarlas. Déjalo vacío si no hay.',
          })}
        </div>
      </fieldset>

      {willNotify && (
        <p className={styles.notice} role="status" data-testid="meeting-notice">
          {noticeText(notifies)}
        </p>
      )}
    </AdminForm>
  );
}
