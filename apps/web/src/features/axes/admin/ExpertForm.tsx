import { Controller } from 'react-hook-form';
import { expertFormSchema, type ExpertForm as ExpertValues } from '@foro/shared/axes/admin';
import { AdminForm } from '../../../components/admin/AdminForm';
import { MediaField } from '../../../components/admin/MediaField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useSaveExpert } from './api';
import { useAxisPartForm } from './use-axis-part-form';
import styles from './admin-axes.module.css';

export const expertLabels: Record<keyof ExpertValues, string> = {
  speaker_name_axis_page: 'Nombre del experto',
  speaker_image: 'Foto del experto (escritorio)',
  speaker_image_rwd: 'Foto del experto (móvil)',
  speaker_excerpt: 'Presentación del experto',
  speaker_ln: 'LinkedIn',
  speaker_fb: 'Facebook',
  speaker_tw: 'X (Twitter)',
  speaker_yt: 'YouTube',
};

const socials = ['speaker_ln', 'speaker_fb', 'speaker_tw', 'speaker_yt'] as const;

/** The route's expert and social links (docs/product/axes.md#experts-screen), on the route's revision. */
export function ExpertForm({
  axisId,
  initial,
  revision,
  onSaved,
  onReload,
}: {
  axisId: string;
  initial: ExpertValues;
  revision: number;
  onSaved: (revision: number) => void;
  onReload: () => void;
}) {
  const save = useSaveExpert(axisId);
  const { form, frame } = useAxisPartForm<ExpertValues>({
    schema: expertFormSchema,
    initial,
    revision,
    save: (values) => save.mutateAsync(values),
    onSaved,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <AdminForm
      {...frame}
      className={styles.form}
      label="Experto de la ruta"
      submitLabel="Guardar experto"
      conflictLabels={expertLabels}
      onLoadTheirs={onReload}
    >
      <TextField
        label={expertLabels.speaker_name_axis_page}
        hint="Tal como se lee en la página «Expertos» de la ruta."
        error={errors.speaker_name_axis_page?.message}
        {...register('speaker_name_axis_page')}
      />
      <TextAreaField
        label={expertLabels.speaker_excerpt}
        rows={5}
        error={errors.speaker_excerpt?.message}
        {...register('speaker_excerpt')}
      />
      <div className={styles.grid}>
        {(['speaker_image', 'speaker_image_rwd'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <MediaField
                label={expertLabels[name]}
                accept="image"
                value={field.value}
                onChange={field.onChange}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Redes sociales</legend>
        <p className={styles.hint}>La dirección completa de cada perfil (https://…); vacía si no tiene.</p>
        <div className={styles.grid}>
          {socials.map((name) => (
            <TextField
              key={name}
              label={expertLabels[name]}
              type="url"
              inputMode="url"
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
      </fieldset>
    </AdminForm>
  );
}
