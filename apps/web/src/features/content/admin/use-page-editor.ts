import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { Conflict } from '@foro/shared/http/errors';
import { pageSchemas, type PageContent, type PageKey } from '@foro/shared/content/schemas';
import { applyServerErrors } from '../../../components/admin/server-errors';
import { useSavePage, type AdminPage } from './api';

const PREFIX = 'content.';
const unprefixed = (changes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(changes).map(([k, v]) => [k.replace(PREFIX, ''), v]));

/** What a page form says once saved. */
const SAVED = 'Guardado. Ya se ve en el portal.';

/**
 * The form of one page staff edit (docs/product/admin.md#forms): the shared schema in the browser,
 * the server's field errors next to their fields (the server names them `content.…`), the revision
 * it was loaded with, and the conflict of a 409 with what the other person saved. `frame` goes to
 * `AdminForm`, which shows the conflict and the saved notice and guards unsaved changes.
 */
export function usePageEditor<K extends PageKey>(key: K, page: AdminPage<K>) {
  type Values = PageContent<K> & FieldValues;
  const form = useForm<Values>({
    // The schema's input and output are the same shape; the resolver's typing does not follow the key.
    resolver: zodResolver(pageSchemas[key] as never),
    defaultValues: page.content as DefaultValues<Values>,
  });
  const save = useSavePage(key);
  const [revision, setRevision] = useState(page.revision);
  const [conflict, setConflict] = useState<Conflict>();
  const [saved, setSaved] = useState(false);

  const submit = form.handleSubmit(async (content) => {
    setConflict(undefined);
    setSaved(false);
    try {
      const answer = await save.mutateAsync({ revision, content: content as PageContent<K> });
      setRevision(answer.revision);
      form.reset(answer.content as Values);
      setSaved(true);
    } catch (error) {
      const found = applyServerErrors(error, (field, message) =>
        form.setError(String(field).replace(PREFIX, '') as Path<Values>, message),
      );
      setConflict(found);
    }
  });

  const loadTheirs = () => {
    if (!conflict) return;
    form.reset({ ...form.getValues(), ...unprefixed(conflict.changes) } as Values);
    setRevision(conflict.revision);
    setConflict(undefined);
  };

  // What the page form hands to `AdminForm`, beside its name, heading and the labels of its fields.
  const frame = {
    form,
    onSubmit: submit,
    submitLabel: 'Guardar cambios',
    saved: saved && SAVED,
    conflict,
    conflictAt: 'content',
    onLoadTheirs: loadTheirs,
  };
  return { form, frame };
}
