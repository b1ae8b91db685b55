import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { takeErrorLogs } from './error-logs.ts';

describe('error-level logs of a test app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are kept for the current test (which the setup then fails), and nothing below error is', () => {
    t.app.log.info('an ordinary line');
    t.app.log.warn('a warning');
    expect(takeErrorLogs()).toEqual([]);
    t.app.log.error({ err: new Error('boom') }, 'unhandled error');
    const logged = takeErrorLogs();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('boom');
    expect(takeErrorLogs()).toEqual([]);
  });
});
