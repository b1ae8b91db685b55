import {
  chileSchoolTypes,
  colombiaAreas,
  colombiaLevels,
  labels,
  otherLevels,
  roles,
  type Variant,
} from '@foro/shared/profile/confirmation';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { variantRules, type ConfirmationFormApi } from './confirmation-form';

const toOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * What the member teaches and where: Chile's school type and subscription, the level (Colombia's
 * own list, with its areas) and the role, as the country's variant asks.
 */
export function TeachingFields({ form, variant }: { form: ConfirmationFormApi; variant: Variant }) {
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const level = watch('level') ?? '';
  const { has, req } = variantRules(variant);
  return (
    <>
      {has('school_type') && (
        <SelectField
          label={labels.school_type}
          required={req('school_type')}
          placeholder="Selecciona"
          options={chileSchoolTypes.map((t) => ({ value: t.value, label: t.label }))}
          error={errors.school_type?.message}
          {...register('school_type')}
        />
      )}
      {has('subscription') && (
        <TextField
          label={labels.subscription}
          required={req('subscription')}
          error={errors.subscription?.message}
          {...register('subscription')}
        />
      )}
      {has('level') && (
        <SelectField
          label={labels.level}
          required={req('level')}
          placeholder="Selecciona"
          options={toOptions(variant === 3 ? colombiaLevels : otherLevels)}
          error={errors.level?.message}
          {...register('level', { onChange: () => setValue('area', '') })}
        />
      )}
      {has('area') && level && colombiaAreas[level] && (
        <SelectField
          label={labels.area}
          placeholder="Selecciona"
          options={toOptions(colombiaAreas[level] ?? [])}
          error={errors.area?.message}
          {...register('area')}
        />
      )}
      <SelectField
        label={labels.rol}
        required
        placeholder="Selecciona"
        options={toOptions(roles)}
        error={errors.rol?.message}
        {...register('rol')}
      />
    </>
  );
}
