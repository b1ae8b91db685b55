import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordServerClock } from './server-clock';
import { timeAgoLabel, writtenWhen } from './relative-time';

describe('timeAgoLabel', () => {
  it('says how long ago in the spec’s words', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const ago = (ms: number) => timeAgoLabel(new Date(now - ms).toISOString(), now);
    expect(ago(3 * 86400_000)).toBe('3 días');
    expect(ago(86400_000 + 5000)).toBe('1 día');
    expect(ago(5 * 3600_000)).toBe('5 horas');
    expect(ago(3600_000)).toBe('1 hora');
    expect(ago(12 * 60_000)).toBe('12 minutos');
    expect(ago(20_000)).toBe('menos de un minuto');
  });
});

describe('writtenWhen', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  afterEach(() => {
    recordServerClock(0, 0);
    vi.useRealTimers();
  });

  it('says how long ago a past time was', () => {
    expect(writtenWhen(at(-5 * 60_000), now)).toBe('hace 5 minutos');
    expect(writtenWhen(at(-20_000), now)).toBe('hace menos de un minuto');
    expect(writtenWhen(at(0), now)).toBe('hace menos de un minuto');
  });

  it('never says "menos de un minuto" for a time in the future', () => {
    // Within the clocks' disagreement: just written.
    expect(writtenWhen(at(30_000), now)).toBe('ahora mismo');
    expect(writtenWhen(at(2 * 60_000), now)).toBe('ahora mismo');
    // Beyond it: the date itself, never "ago".
    expect(writtenWhen('2026-03-12T15:00:00Z', now)).toBe('el 12 de marzo de 2026');
  });

  it('shows nothing for a date that is not one', () => {
    expect(writtenWhen('', now)).toBeNull();
    expect(writtenWhen('ayer', now)).toBeNull();
    expect(writtenWhen('2026-13-45T99:00:00Z', now)).toBeNull();
  });

  it('counts by the server’s clock, not the device’s', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    // This device runs 10 minutes slow: a post written 5 minutes ago is in its future.
    recordServerClock(now + 10 * 60_000, now);
    expect(writtenWhen(at(5 * 60_000))).toBe('hace 5 minutos');
    expect(timeAgoLabel(at(5 * 60_000))).toBe('5 minutos');
  });
});
