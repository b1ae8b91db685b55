import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from '@foro/shared/validation/zod-config';
import { editionInputSchema, PERIOD_NOTICE_HOURS, type Edition } from '@foro/shared/draws/schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { pathTo } from '../../../config/paths';
import { useSaveEdition } from '../api/draws-admin-api';
import styles from './draws-admin.module.css';

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

const instant = z
  .string()
  .min(1, 'Indica una fecha y hora válidas.')
  .refine((v) => !Number.isNaN(new Date(v).getTime()), 'Indica una fecha y hora válidas.');
/** The form keeps dates as typed (local time); the shared schema checks the instants on submit. */
const formSchema = z.object({
  name: z.string(),
  startsAt: instant,
  endsAt: instant,
  drawAt: instant,
  tabletPrize: z.string(),
  smartwatchPrize: z.string(),
  smartwatchTop: z.string(),
  alternates: z.string(),
  excludedDomains: z.string(),
  periodNote: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

const valuesOf = (e: Edition | null): FormValues => ({
  name: e?.name ?? '',
  startsAt: e ? toLocalInput(e.startsAt) : '',
  endsAt: e ? toLocalInput(e.endsAt) : '',
  drawAt: e ? toLocalInput(e.drawAt) : '',
  tabletPrize: e?.tabletPrize ?? '',
  smartwatchPrize: e?.smartwatchPrize ?? '',
  smartwatchTop: String(e?.smartwatchTop ?? 10),
  alternates: String(e?.alternates ?? 3),
  excludedDomains: e?.excludedDomains.join('\n') ?? '',
  periodNote: '',
});

/** An edition's period, prizes and exclusions (docs/product/draws.md#editions). */
export function EditionForm({ edition }: { edition: Edition | null }) {
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(edition) });
  const save = useSaveEdition(edition?.id ?? null);
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const { errors } = form.formState;
  // Once published, the period moves only with a public, dated note (decision 0079).
  const [startsAt, endsAt] = form.watch(['startsAt', 'endsAt']);
  const periodMoved =
    edition !== null &&
    (fromLocalInput(startsAt) !== edition.startsAt || fromLocalInput(endsAt) !== edition.endsAt);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const input = {
      ...values,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
      drawAt: fromLocalInput(values.drawAt),
      periodNote: periodMoved ? values.periodNote : '',
    };
    // The same rules as the server, in the browser first.
    const checked = editionInputSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        form.setError(String(issue.path[0]) as keyof FormValues, { message: issue.message });
      return;
    }
    try {
      const answer = await save.mutateAsync(input);
      form.reset(valuesOf(answer.edition));
      setSaved(true);
      if (!edition) void navigate(pathTo('adminDrawEdition', { id: answer.edition.id }));
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <AdminForm
      form={form}
      className={styles.form}
      onSubmit={submit}
      label="Edición del sorteo"
      submitLabel={edition ? 'Guardar cambios' : 'Crear la edición'}
      saved={saved && 'Guardado.'}
    >
      <TextField
        label="Nombre de la edición"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className={styles.row}>
        <TextField
          label="Inicio de la participación (tu hora local)"
          type="datetime-local"
          required
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
        <TextField
          label="Cierre de la participación (tu hora local)"
          type="datetime-local"
          required
          error={errors.endsAt?.message}
          {...form.register('endsAt')}
        />
        <TextField
          label="Fecha del sorteo (tu hora local)"
          type="datetime-local"
          required
          error={errors.drawAt?.message}
          {...form.register('drawAt')}
        />
      </div>
      {periodMoved && (
        <div className={styles.note}>
          <p>
            El periodo ya está publicado: el motivo se publica con la fecha de hoy en la página de cada sorteo
            y se avisa por correo a quienes participan. El nuevo cierre debe quedar al menos{' '}
            {PERIOD_NOTICE_HOURS} horas después de ahora.
          </p>
          <TextAreaField
            label="Motivo del cambio de periodo (se publica)"
            rows={3}
            required
            error={errors.periodNote?.message}
            {...form.register('periodNote')}
          />
        </div>
      )}
      <TextField
        label="Premio del sorteo de la tablet"
        required
        error={errors.tabletPrize?.message}
        {...form.register('tabletPrize')}
      />
      <TextField
        label="Premio del sorteo del smartwatch"
        required
        error={errors.smartwatchPrize?.message}
        {...form.register('smartwatchPrize')}
      />
      <div className={styles.row}>
        <TextField
          label="Puestos del ranking de cada ruta que entran en el sorteo del smartwatch"
          type="number"
          min={1}
          max={100}
          required
          error={errors.smartwatchTop?.message}
          {...form.register('smartwatchTop')}
        />
        <TextField
          label="Suplentes por sorteo"
          type="number"
          min={1}
          max={10}
          required
          error={errors.alternates?.message}
          {...form.register('alternates')}
        />
      </div>
      <TextAreaField
        label="Dominios de correo de la editorial, uno por línea (sus titulares no participan)"
        rows={3}
        error={errors.excludedDomains?.message}
        {...form.register('excludedDomains')}
      />
    </AdminForm>
  );
}
