import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Conflict } from '@foro/shared/http/errors';
import { homeItemFieldsSchema, type AdminHomeItem, type HomeItemFields } from '@foro/shared/content/schemas';
import { AdminForm } from '../../../components/admin/AdminForm';
import { MediaField } from '../../../components/admin/MediaField';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { UNSAVED_CHANGES_QUESTION } from '../../../components/admin/use-unsaved-changes-guard';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useHomeItemAction } from './api';
import styles from './content-admin.module.css';

const labels: Record<keyof HomeItemFields, string> = {
  title: 'Título',
  excerpt: 'Texto',
  img: 'Imagen',
  url: 'Enlace',
};

const empty: HomeItemFields = { title: '', excerpt: '', img: '', url: '' };

/** Creates a home item (as a draft) or edits one (docs/product/content.md#home-items). */
export function HomeItemForm({ item, onDone }: { item?: AdminHomeItem; onDone: () => void }) {
  const initial: HomeItemFields = item
    ? { title: item.title, excerpt: item.excerpt, img: item.img, url: item.url }
    : empty;
  const form = useForm<HomeItemFields>({
    resolver: zodResolver(homeItemFieldsSchema),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  const action = useHomeItemAction();
  const [conflict, setConflict] = useState<Conflict>();
  const [revision, setRevision] = useState(item?.revision ?? 1);

  const submit = form.handleSubmit(async (fields) => {
    setConflict(undefined);
    try {
      if (item) await action.mutateAsync({ kind: 'update', id: item.id, fields: { ...fields, revision } });
      else await action.mutateAsync({ kind: 'create', fields });
      form.reset(fields);
      onDone();
    } catch (error) {
      setConflict(applyServerErrors(error, form.setError));
    }
  });

  return (
    <AdminForm
      form={form}
      className={styles.form}
      onSubmit={submit}
      label={item ? 'Editar elemento' : 'Nuevo elemento'}
      submitLabel={item ? 'Guardar cambios' : 'Crear borrador'}
      actions={
        <Button
          variant="outline"
          onClick={() => {
            if (!isDirty || window.confirm(UNSAVED_CHANGES_QUESTION)) onDone();
          }}
        >
          Cancelar
        </Button>
      }
      conflict={conflict}
      conflictLabels={labels}
      onLoadTheirs={() => {
        if (!conflict) return;
        form.reset({ ...form.getValues(), ...(conflict.changes as Partial<HomeItemFields>) });
        setRevision(conflict.revision);
        setConflict(undefined);
      }}
    >
      <TextField label={labels.title} required error={errors.title?.message} {...form.register('title')} />
      <TextAreaField
        label={labels.excerpt}
        rows={3}
        error={errors.excerpt?.message}
        {...form.register('excerpt')}
      />
      <Controller
        control={form.control}
        name="img"
        render={({ field }) => (
          <MediaField
            label={labels.img}
            accept="image"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={errors.img?.message}
          />
        )}
      />
      <TextField
        label={labels.url}
        hint="Una página del portal (/bases-del-sorteo) o una dirección https://. Vacío: sin enlace."
        error={errors.url?.message}
        {...form.register('url')}
      />
    </AdminForm>
  );
}
