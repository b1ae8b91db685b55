import { describe, expect, it } from 'vitest';
import { createTestApp, engines } from '../../test/app.ts';
import { READY_MAX_DELAY_MS, readiness } from './health.routes.ts';

// Issue 37 item 5 (docs/decisions/0088-liveness-and-readiness.md): a balancer tells a busy process
// from a dead one.

describe('readiness', () => {
  it('is refused while the process closes or its event loop lags, whatever else', () => {
    const max = READY_MAX_DELAY_MS;
    expect(readiness({ closing: false, delayMs: 12, maxDelayMs: max })).toEqual({ ready: true });
    expect(readiness({ closing: true, delayMs: 12, maxDelayMs: max })).toEqual({
      ready: false,
      reason: 'closing',
    });
    expect(readiness({ closing: false, delayMs: max + 1, maxDelayMs: max })).toEqual({
      ready: false,
      reason: 'busy',
    });
  });
});

describe.each(engines)('the health addresses on %s', (engine) => {
  it('answer alive, ready and healthy to anyone, never kept by a cache', async () => {
    const t = await createTestApp(engine);
    try {
      for (const url of ['/livez', '/readyz', '/healthz']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.json()).toEqual({ status: 'ok' });
        expect(res.headers['cache-control']).toContain('no-store');
      }
    } finally {
      await t.close();
    }
  });
});
