import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS, logDestination } from './app.ts';
import { createTestApp, type TestApp } from './test/app.ts';

describe('the access log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { logLines: lines });
  });
  afterAll(() => t.close());

  it('writes one line per request, after the answer, with its method, address, status and time, secrets redacted', async () => {
    lines.length = 0;
    expect((await t.app.inject({ url: '/api/meetings' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/nothing-here?password=clave-uno' })).statusCode).toBe(404);
    const logged = lines.map((line) => JSON.parse(line) as { msg?: string; responseTime?: unknown });
    const access = logged.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      req: { method: 'GET', url: '/api/meetings' },
      res: { statusCode: 200 },
    });
    expect(access[1]).toMatchObject({
      req: { url: '/api/nothing-here?password=[redacted]' },
      res: { statusCode: 404 },
    });
    for (const line of access) expect(line.responseTime).toBeTypeOf('number');
    expect(logged.some((line) => line.msg === 'incoming request')).toBe(false);
    expect(lines.join('\n')).not.toContain('clave-uno');
  });

  it('holds nothing the redaction paths name, so it is written without them (decision 0106)', async () => {
    lines.length = 0;
    await t.app.inject({
      url: '/api/meetings?token=secreto-dos',
      headers: { cookie: 'foro_sid=galleta-tres', authorization: 'Bearer clave-cuatro' },
    });
    const access = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(1);
    const [line] = access as Array<{ reqId: unknown; req: object; res: object }>;
    // The request's own logger's bindings, then the line's fields: the bytes `request.log` wrote.
    expect(Object.keys(line!)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(line!.reqId).toMatch(/^req-/);
    expect(Object.keys(line!.req)).toEqual(['method', 'url', 'ip']);
    expect(line!.res).toEqual({ statusCode: 200 });
    expect(lines.join('\n')).not.toMatch(/secreto-dos|galleta-tres|clave-cuatro/);
  });
});

describe("the server's log destination", () => {
  it('writes lines together, once 8 KB have gathered or a second has passed (decision 0117)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foro-log-')), 'server.log');
    const fd = fs.openSync(file, 'w');
    const destination = logDestination(fd);
    const log = pino({ level: 'info' }, destination);
    const written = () => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    try {
      for (let i = 0; i < 3; i++) log.info({ i }, 'request completed');
      await settle();
      // Three lines wait for company: no write yet.
      expect(written()).toBe(0);
      for (let i = 3; i < 100; i++) log.info({ i, padding: 'x'.repeat(80) }, 'request completed');
      await settle();
      // Past 8 KB they are written without waiting for the second.
      expect(written()).toBeGreaterThan(50);
      log.info('last');
      await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS + 300));
      expect(written()).toBe(101);
    } finally {
      destination.flushSync();
      destination.end();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
