import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { recordServerClock, recordServerDateHeader, serverNow } from './server-clock';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

describe('server clock', () => {
  afterEach(() => {
    recordServerClock(0, 0);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the server when the device’s clock is off, and ignores the Date header’s rounding', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    recordServerDateHeader('Tue, 10 Mar 2026 12:07:00 GMT', NOW);
    expect(serverNow()).toBe(NOW + 7 * 60_000 + 500);
    // A header in the same second (or one off) is rounding, not skew.
    recordServerDateHeader('Tue, 10 Mar 2026 11:59:59 GMT', NOW);
    expect(serverNow()).toBe(NOW);
    recordServerDateHeader('not a date', NOW);
    expect(serverNow()).toBe(NOW);
  });

  it('takes the Date header of every API answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('[]', {
            status: 200,
            headers: { 'content-type': 'application/json', date: 'Tue, 10 Mar 2026 11:50:00 GMT' },
          }),
      ),
    );
    await api.get('/api/meetings');
    expect(serverNow()).toBe(NOW - 10 * 60_000 + 500);
  });
});
