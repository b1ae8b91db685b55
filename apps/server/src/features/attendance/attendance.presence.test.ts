import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPresence } from './attendance.presence.ts';

/** Decision 0133: the open live pages of a process, counted once a period for their members. */
describe('the presence of open live pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (answer: (meetingId: string, userIds: readonly string[]) => Promise<string[]>) => {
    const calls: Array<[string, string[]]> = [];
    const presence = createPresence({
      recordPresence: async (meetingId, userIds) => {
        calls.push([meetingId, [...userIds]]);
        return answer(meetingId, userIds);
      },
      tickMs: 60_000,
      log: pino({ level: 'silent' }),
    });
    return { presence, calls };
  };

  it('counts each member once per meeting, tells every page of those who reached it, and forgets closed pages', async () => {
    const { presence, calls } = setup(async (meetingId) => (meetingId === 'm1' ? ['ana'] : []));
    const told: string[] = [];
    const page = (meetingId: string, userId: string, name: string) =>
      presence.add({ meetingId, userId, tell: () => told.push(name) });
    page('m1', 'ana', 'ana tab 1');
    page('m1', 'ana', 'ana tab 2');
    const luis = page('m1', 'luis', 'luis');
    page('m2', 'ana', 'ana other meeting');
    await presence.tick();
    expect(calls).toEqual([
      ['m1', ['ana', 'luis']],
      ['m2', ['ana']],
    ]);
    expect(told).toEqual(['ana tab 1', 'ana tab 2']);
    luis();
    calls.length = 0;
    await presence.tick();
    expect(calls).toEqual([
      ['m1', ['ana']],
      ['m2', ['ana']],
    ]);
    expect(presence.size()).toBe(3);
    presence.close();
  });

  it('goes on with the other meetings when one cannot be stored, and never counts twice at once', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { presence, calls } = setup(async (meetingId) => {
      if (meetingId === 'm1') throw new Error('database gone');
      await slow;
      return [];
    });
    presence.add({ meetingId: 'm1', userId: 'ana', tell: () => {} });
    presence.add({ meetingId: 'm2', userId: 'luis', tell: () => {} });
    const first = presence.tick();
    const second = presence.tick();
    release();
    await Promise.all([first, second]);
    expect(calls).toEqual([
      ['m1', ['ana']],
      ['m2', ['luis']],
    ]);
    presence.close();
  });

  it('counts at half past each minute by the wall clock while a page is open', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:10.000Z') });
    const { presence, calls } = setup(async () => []);
    const leave = presence.add({ meetingId: 'm1', userId: 'ana', tell: () => {} });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(new Date().toISOString()).toBe('2026-12-01T10:00:30.000Z');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    // Closed: nothing more is counted, and the timer stops.
    leave();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
    presence.close();
  });
});
