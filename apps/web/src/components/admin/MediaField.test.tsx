import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaMessages } from '@foro/shared/media/schemas';
import { createQueryClient } from '../../lib/query-client';
import { MediaField } from './MediaField';

/** A stand-in for the browser's XMLHttpRequest: the test decides progress and answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

function Form({ onChange }: { onChange: (url: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MediaField
      label="Imagen del encuentro"
      value={value}
      accept="image"
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

const renderField = () => {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Form onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
};

/** What the browser's file picker (opened by "Elegir archivo") does once a person chooses a file. */
const choose = (file: File) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

/** Lets the upload's awaited anti-forgery cookie and the XHR's answer settle. */
const settle = () => act(async () => {});

describe('MediaField uploads (docs/product/media.md)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-de-prueba';
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uploads a chosen file with the anti-forgery header, shows its progress, then puts its URL in the field', async () => {
    const onChange = renderField();
    expect(screen.getByRole('button', { name: 'Elegir archivo para «Imagen del encuentro»' })).toBeEnabled();
    choose(new File([new Uint8Array(1000)], 'foto.jpg', { type: 'image/jpeg' }));
    await settle();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/media?accept=image');
    expect(xhr.headers['x-xsrf-token']).toBe('token-de-prueba');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);

    act(() => xhr.progress(450, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Subiendo «foto.jpg»' });
    expect(bar).toHaveAttribute('value', '450');
    expect(bar).toHaveAttribute('max', '1000');
    expect(screen.getByText('Subiendo «foto.jpg»: 45 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Elegir archivo/ })).toBeDisabled();

    act(() => xhr.progress(1000, 1000));
    expect(screen.getByText('Archivo enviado. Preparando «foto.jpg»…')).toBeInTheDocument();

    const url = '/media/uploads/00000000-0000-4000-8000-000000000000/desktop.jpg';
    act(() => xhr.answer(201, { id: 'x', url, name: 'foto.jpg' }));
    await settle();
    expect(onChange).toHaveBeenCalledWith(url);
    expect(screen.getByLabelText('Imagen del encuentro')).toHaveValue(url);
    expect(screen.getByRole('img', { name: 'Vista previa: Imagen del encuentro' })).toHaveAttribute(
      'src',
      url,
    );
    expect(screen.getByText('Se subió «foto.jpg».')).toBeInTheDocument();
  });

  it('shows the server’s Spanish refusal and keeps the field as it was', async () => {
    const onChange = renderField();
    choose(new File(['no soy una imagen'], 'falsa.jpg', { type: 'image/jpeg' }));
    await settle();
    act(() =>
      FakeXhr.last!.answer(422, {
        code: 'VALIDATION',
        message: 'Revisa los campos marcados.',
        errors: { file: mediaMessages.unknownType },
      }),
    );
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `No se pudo subir «falsa.jpg»: ${mediaMessages.unknownType}`,
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Imagen del encuentro')).toHaveValue('');
  });

  it('refuses a file over the kind’s limit before sending it', async () => {
    renderField();
    const big = new File([new Uint8Array(8)], 'enorme.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    choose(big);
    await settle();
    expect(FakeXhr.last).toBeUndefined();
    expect(screen.getByRole('alert')).toHaveTextContent(mediaMessages.tooLarge('image'));
  });

  it('says when the server cannot be reached', async () => {
    renderField();
    choose(new File(['x'], 'foto.png', { type: 'image/png' }));
    await settle();
    act(() => FakeXhr.last!.onerror?.());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor');
  });
});
