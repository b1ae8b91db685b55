import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Conflict } from '@foro/shared/http/errors';
import { applyServerErrors } from '../../../components/admin/server-errors';

/**
 * A form for one part of a route that shares the route's revision (the expert, the coaches, the
 * related content; docs/decisions/0025-routes-back-office.md): it sends the revision the screen
 * holds, reports the new one, shows the server's field errors and a 409's conflict, keeps what was
 * typed on an error. `frame` goes to `AdminForm`, which shows the conflict and "Cambios guardados."
 * and asks before leaving with unsaved changes (docs/product/admin.md#forms).
 */
export function useAxisPartForm<T extends FieldValues>(options: {
  schema: z.ZodType;
  initial: T;
  revision: number;
  save: (values: T & { revision: number }) => Promise<{ revision: number }>;
  onSaved: (revision: number) => void;
  /** The values to start from once saved (for example with the ids the server gave new rows). */
  afterSave?: (values: T) => T;
}) {
  const form = useForm<T>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<T>,
    defaultValues: options.initial as DefaultValues<T>,
  });
  const [conflict, setConflict] = useState<Conflict>();
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const answer = await options.save({ ...values, revision: options.revision });
      setConflict(undefined);
      options.onSaved(answer.revision);
      form.reset(options.afterSave ? options.afterSave(values) : values);
      setSaved(true);
    } catch (error) {
      setConflict(applyServerErrors(error, form.setError));
    }
  });

  const frame = {
    form,
    onSubmit: submit,
    pendingLabel: 'Guardando…',
    saved: saved && 'Cambios guardados.',
    conflict,
  };
  return { form, frame };
}
