import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';

const NOW = Date.parse('2026-03-14T23:00:00.000Z');

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the start with the server’s clock and reloads when the meeting day begins', () => {
    const onDone = vi.fn();
    // 18:00 Bogotá tomorrow (20 hours away); the day begins at midnight Bogotá, 2 hours away.
    // The server's clock is 1 minute ahead of this device's.
    render(
      <Countdown
        startsAt="2026-03-15T23:00:00.000Z"
        endsAt="2026-03-15T05:00:00.000Z"
        offsetMs={60_000}
        onDone={onDone}
      />,
    );
    const values = () => screen.getAllByText(/^\d\d$/).map((el) => el.textContent);
    expect(values()).toEqual(['00', '23', '59', '00']);
    act(() => vi.advanceTimersByTime(6 * 3_600_000 - 62_000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(values()).toEqual(['00', '18', '00', '00']);
    // Still shown (the server's answer still said "countdown"): it asks again.
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
