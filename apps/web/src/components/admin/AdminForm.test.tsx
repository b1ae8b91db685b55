import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Conflict } from '@foro/shared/http/errors';
import { ApiError } from '../../lib/api-client';
import { AdminForm } from './AdminForm';
import { applyServerErrors } from './server-errors';
import { UNSAVED_CHANGES_QUESTION } from './use-unsaved-changes-guard';

/** An editor on the frame whose save answers `answer` (a 422 with field errors, or the new values). */
function Editor({ answer }: { answer: () => Promise<void> }) {
  const form = useForm<{ title: string }>({ defaultValues: { title: 'Leer' } });
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await answer();
      form.reset(values);
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  return (
    <AdminForm
      form={form}
      label="Datos de prueba"
      heading="Editar"
      onSubmit={submit}
      submitLabel="Guardar"
      pendingLabel="Guardando…"
      saved={saved && 'Cambios guardados.'}
    >
      <label>
        Título
        <input {...form.register('title')} />
      </label>
      {form.formState.errors.title && <span>{form.formState.errors.title.message}</span>}
      <Link to="/otra">Salir</Link>
    </AdminForm>
  );
}

/** A page-like editor whose server names its fields `content.…`, and whose save is refused with a 409. */
function ConflictEditor({ refusal }: { refusal: ApiError }) {
  const form = useForm<{ title: string; intro: string }>({
    defaultValues: { title: 'Leer', intro: 'Antes' },
  });
  const [conflict, setConflict] = useState<Conflict>();
  const submit = form.handleSubmit(async () => {
    try {
      await Promise.reject(refusal);
    } catch (error) {
      setConflict(applyServerErrors(error, form.setError));
    }
  });
  return (
    <AdminForm
      form={form}
      label="Datos de prueba"
      onSubmit={submit}
      submitLabel="Guardar"
      conflict={conflict}
      conflictAt="content"
      conflictLabels={{ 'content.title': 'Título', 'content.intro': 'Entrada' }}
      onLoadTheirs={() => {
        form.reset({ title: 'Leer', intro: 'Después' });
        setConflict(undefined);
      }}
    >
      <label>
        Título
        <input {...form.register('title')} />
      </label>
      <label>
        Entrada
        <input {...form.register('intro')} />
      </label>
    </AdminForm>
  );
}

function renderEditor(answer: () => Promise<void>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Editor answer={answer} /> },
      { path: '/otra', element: <p>Otra pantalla</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the back-office form frame (decision 0100)', () => {
  it('shows a 422’s message next to the button and its field errors by their fields', async () => {
    const refusal = new ApiError(422, {
      code: 'VALIDATION',
      message: 'Revisa los campos marcados.',
      errors: { title: 'El título es obligatorio.' },
    });
    renderEditor(() => Promise.reject(refusal));
    expect(screen.getByRole('form', { name: 'Datos de prueba' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Editar' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Revisa los campos marcados.');
    expect(screen.getByText('El título es obligatorio.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it is pending while saving, then saved until the next change', async () => {
    let finish = () => {};
    renderEditor(() => new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), ' más');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const pending = await screen.findByRole('button', { name: 'Guardando…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    finish();
    expect((await screen.findByRole('status')).textContent).toBe('Cambios guardados.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), '!');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderEditor(() => Promise.resolve());
    await userEvent.click(screen.getByRole('link', { name: 'Salir' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByText('Otra pantalla')).toBeTruthy();
    await router.navigate('/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Título' }), ' más');
    await userEvent.click(screen.getByRole('link', { name: 'Salir' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeTruthy();
    confirm.mockRestore();
  });

  it('shows a 409’s notice above the fields, merges their change, and drops it on reloading', async () => {
    const refusal = new ApiError(409, {
      code: 'CONFLICT',
      message: 'Otra persona guardó cambios mientras editabas.',
      conflict: { revision: 4, changes: { 'content.intro': 'Después' } },
    });
    const router = createMemoryRouter([{ path: '/', element: <ConflictEditor refusal={refusal} /> }]);
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), ' más');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('No se guardaron tus cambios');
    expect(notice.textContent).toContain('EntradaDespués');
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(notice.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Their change is in the form, what this person typed stays, and the message is not repeated.
    expect(screen.getByRole('textbox', { name: 'Entrada' })).toHaveValue('Después');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Leer más');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cargar la versión guardada' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Leer');
  });

  it('takes the pending state and its own message from an editor whose page saves', () => {
    function PageSaved() {
      const form = useForm<{ title: string }>({ defaultValues: { title: 'Leer' } });
      return (
        <AdminForm
          form={form}
          label="Datos de prueba"
          onSubmit={(event) => event.preventDefault()}
          submitLabel="Guardar"
          pendingLabel="Guardando…"
          pending
          error="Revisa los campos marcados antes de guardar."
        >
          <input aria-label="Título" {...form.register('title')} />
        </AdminForm>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <PageSaved /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados antes de guardar.');
  });
});
