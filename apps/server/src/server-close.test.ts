import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 37, item 6 (docs/decisions/0086-closing-on-sigterm.md): the real server process, told to close
 * by SIGTERM, stops taking connections, ends its live streams so that pages reconnect to another
 * process, and exits cleanly within 10 s.
 */
const bundle = fileURLToPath(new URL('../scripts/bundle.ts', import.meta.url));
/** The built server, as `npm start` runs it, in a folder of this test's own beside `dist/`. */
const outdir = fileURLToPath(new URL(`../.test-dist/close-${process.pid}`, import.meta.url));
const LIVE = 'bienestar-docente-y-socioemocional';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A cookie jar over fetch, as a browser keeps them. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    keep(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    },
  };
}

describe('the server told to close by SIGTERM', () => {
  it('ends its live streams, refuses new connections and exits with 0 within 10 s', async () => {
    execFileSync(process.execPath, [bundle, outdir], { stdio: 'inherit' });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(outdir, 'start.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        DATABASE_URL: '',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'foro-close-')),
        WEB_DIST: '/nonexistent',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect
        .poll(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(200);

      // A member signs in and opens the live page's stream.
      const cookies = jar();
      const connect = await fetch(`${base}/connect?redirectTo=%2F`);
      cookies.keep(connect);
      const token = /name="_token" value="([^"]+)"/.exec(await connect.text())?.[1] ?? '';
      const signedIn = await fetch(`${base}/connect`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies.header() },
        body: new URLSearchParams({
          email: 'docente@example.org',
          password: 'demo1234',
          redirectTo: '/',
          _token: token,
        }),
      });
      expect(signedIn.status).toBe(303);
      cookies.keep(signedIn);
      const stream = await fetch(`${base}/api/live/meeting/${LIVE}`, {
        headers: { accept: 'text/event-stream', cookie: cookies.header() },
      });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      // The page's EventSource is told to reconnect after 3 s: to another process behind the balancer.
      expect(first).toContain('retry: 3000');

      const closedAt = Date.now();
      child.kill('SIGTERM');
      // The stream ends: the browser reconnects elsewhere.
      for (;;) if ((await reader.read()).done) break;
      expect(Date.now() - closedAt).toBeLessThan(5_000);
      expect(await exited).toBe(0);
      expect(Date.now() - closedAt).toBeLessThan(10_000);
      // Nobody listens any more.
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
      expect(stderr).not.toMatch(/error/i);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  }, 90_000);
});
