import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from './api-client';
import { OfflineNotice } from '../components/ui/OfflineNotice';
import { useOfflineSend, type OfflineSendOptions } from './offline-send';

let online = true;
const goOnline = () => {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
};
const goOffline = () => {
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
};
const lost = () => new ApiError(0, { code: 'INTERNAL', message: OFFLINE_MESSAGE });

function Composer(props: OfflineSendOptions<string, string>) {
  const { submit, waiting, cancel } = useOfflineSend(props);
  return (
    <>
      <button type="button" onClick={() => submit('¿Habrá grabación?')}>
        Enviar
      </button>
      {waiting && <OfflineNotice onCancel={cancel} />}
    </>
  );
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const flush = () => act(async () => {});

describe('useOfflineSend (decision 0064)', () => {
  it('keeps a send made offline once, however often it is pressed, and sends it once when back online', async () => {
    const send = vi.fn((_: string, key: string) => Promise.resolve(key));
    const onSent = vi.fn();
    render(<Composer send={send} onSent={onSent} />);
    goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: lo enviaremos cuando vuelvas');
    goOnline();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits after a request lost on the way, and tries again with the same submission key', async () => {
    const send = vi
      .fn<(payload: string, key: string) => Promise<string>>()
      .mockImplementationOnce(() => Promise.reject(lost()))
      .mockImplementation((_, key) => Promise.resolve(key));
    const onSent = vi.fn();
    const onError = vi.fn();
    render(<Composer send={send} onSent={onSent} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión');
    goOffline();
    goOnline();
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls;
    expect(second![1]).toBe(first![1]);
    expect(second![1]).toMatch(/^[0-9a-f]{32}$/);
    expect(onSent).toHaveBeenCalledExactlyOnceWith(first![1], '¿Habrá grabación?');
  });

  it('tries again by itself while the browser claims to be online, after a growing wait', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<(payload: string, key: string) => Promise<string>>()
      .mockImplementationOnce(() => Promise.reject(lost()))
      .mockImplementationOnce(() => Promise.reject(lost()))
      .mockImplementation((_, key) => Promise.resolve(key));
    render(<Composer send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(send).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(send).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(send).toHaveBeenCalledTimes(3);
    expect(new Set(send.mock.calls.map((c) => c[1])).size).toBe(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives a waiting send up with "Cancelar envío": nothing is sent when the connection returns', async () => {
    const send = vi.fn(() => Promise.resolve('ok'));
    render(<Composer send={send} />);
    goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar envío' }));
    expect(screen.queryByRole('status')).toBeNull();
    goOnline();
    await flush();
    expect(send).not.toHaveBeenCalled();
    // It may be sent again afterwards.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("passes the server's refusal on, without waiting", async () => {
    const refusal = new ApiError(422, { code: 'VALIDATION', message: 'Escribe tu pregunta.' });
    const send = vi.fn(() => Promise.reject(refusal));
    const onError = vi.fn();
    render(<Composer send={send} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await flush();
    expect(onError).toHaveBeenCalledExactlyOnceWith(refusal);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
