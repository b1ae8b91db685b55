import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AltchaWidgetElement } from '../../lib/bot-check';
import { BotCheck, type BotCheckHandle } from './BotCheck';

/** The widget in its own test mode: it "solves" at once, with no server and no Web Worker. */
async function widgetInTestMode() {
  await screen.findByRole('checkbox', { name: 'No soy un robot' });
  const widget = document.querySelector('altcha-widget') as AltchaWidgetElement;
  await widget.configure({ test: true, minDuration: 0 });
  return widget;
}

describe('BotCheck', () => {
  beforeAll(() => {
    // jsdom has no isSecureContext; the widget refuses to run outside one (a browser on https).
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  });

  it('shows the widget’s checkbox with its Spanish label once loaded', async () => {
    render(<BotCheck />);
    expect(await screen.findByRole('checkbox', { name: 'No soy un robot' })).toBeInTheDocument();
  });

  it('hands the token to the parent when the person ticks the box, and through verify()', async () => {
    const onToken = vi.fn();
    const ref = createRef<BotCheckHandle>();
    render(<BotCheck ref={ref} onToken={onToken} />);
    await widgetInTestMode();
    await userEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(expect.any(String)));
    expect(await screen.findByRole('checkbox', { name: 'Verificado' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Verificado');
    const ticked = onToken.mock.lastCall![0] as string;
    await expect(ref.current!.verify()).resolves.toBe(ticked);
    // Handed out once: the next call solves again (test mode answers with an equal payload).
    await expect(ref.current!.verify()).resolves.toEqual(expect.any(String));
    ref.current!.reset();
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(null));
  });

  it('shows the server’s message for the token field', async () => {
    render(<BotCheck error="Completa la verificación de seguridad" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Completa la verificación de seguridad');
    await screen.findByRole('checkbox', { name: 'No soy un robot' });
  });
});
