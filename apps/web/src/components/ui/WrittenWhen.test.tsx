import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WrittenWhen } from './WrittenWhen';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

describe('WrittenWhen', () => {
  afterEach(() => vi.useRealTimers());

  it('reads as a sentence with or without a lead, and shows nothing for a bad date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const three = new Date(NOW - 3 * 3_600_000).toISOString();
    expect(render(<WrittenWhen iso={three} />).container.textContent).toBe('Hace 3 horas');
    expect(render(<WrittenWhen iso={three} lead="Mensaje escrito" as="p" />).container.textContent).toBe(
      'Mensaje escrito hace 3 horas',
    );
    const soon = new Date(NOW + 20_000).toISOString();
    expect(render(<WrittenWhen iso={soon} lead="Mensaje escrito" />).container.textContent).toBe(
      'Mensaje escrito ahora mismo',
    );
    expect(render(<WrittenWhen iso="Z" lead="Mensaje escrito" />).container.innerHTML).toBe('');
  });
});
