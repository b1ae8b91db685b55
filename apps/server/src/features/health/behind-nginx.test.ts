import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  nginxBinary as nginx,
  startNginxFront,
  type NginxFront,
} from '../../../../../scripts/nginx-front.ts';
import { freshPostgres } from '../../test/app.ts';

/**
 * Issue 37, item 5: two portal processes on PostgreSQL behind nginx with the documented configuration
 * (deploy/nginx/foro.conf). One is killed with -9 under a steady load of members reading, writing and
 * holding live pages open: nginx routes around it within 5 s, no acknowledged write is lost, and the
 * live pages it held reconnect (through nginx, to the other process) with their last event id and miss
 * no event. Needs nginx (Debian's nginx-light, which .ci/run installs) and PostgreSQL.
 */
const bundle = fileURLToPath(new URL('../../../scripts/bundle.ts', import.meta.url));
const outdir = fileURLToPath(new URL(`../../../.test-dist/nginx-${process.pid}`, import.meta.url));
const LIVE = 'bienestar-docente-y-socioemocional';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A member's browser over fetch: its cookies, and the anti-forgery header the portal asks of writes. */
function browser(base: string) {
  const cookies = new Map<string, string>();
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  return {
    async signIn(email: string) {
      const connect = await fetch(`${base}/connect?redirectTo=%2F`);
      keep(connect);
      const token = /name="_token" value="([^"]+)"/.exec(await connect.text())?.[1] ?? '';
      const res = await fetch(`${base}/connect`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: header() },
        body: new URLSearchParams({ email, password: 'demo1234', redirectTo: '/', _token: token }),
      });
      expect(res.status).toBe(303);
      keep(res);
    },
    get: (url: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { headers: { cookie: header(), ...headers } }),
    post: (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          cookie: header(),
          'content-type': 'application/json',
          'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      }),
  };
}
type Browser = ReturnType<typeof browser>;

/**
 * A live page's stream, as the browser's EventSource keeps it: when it ends, it opens again after a
 * moment with the id of the last event it read. Records every event id it was sent.
 */
function livePage(member: Browser) {
  const ids: number[] = [];
  let last = '';
  let stopped = false;
  let reconnects = 0;
  const run = async () => {
    while (!stopped) {
      const res = await member
        .get(`/api/live/meeting/${LIVE}`, {
          accept: 'text/event-stream',
          ...(last ? { 'last-event-id': last } : {}),
        })
        .catch(() => undefined);
      if (res?.status === 200 && res.body) {
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done || stopped) break;
            buffer += decoder.decode(value, { stream: true });
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const id = /^id: (\d+)$/m.exec(buffer.slice(0, end))?.[1];
              if (id) {
                ids.push(Number(id));
                last = id;
              }
              buffer = buffer.slice(end + 2);
            }
          }
        } catch {
          // The process died mid-stream: reconnect, as EventSource does.
        }
        if (stopped) await reader.cancel().catch(() => {});
      }
      if (!stopped) {
        reconnects++;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  };
  const done = run();
  return {
    ids,
    reconnects: () => reconnects,
    stop: async () => {
      stopped = true;
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    },
  };
}

async function healthy(base: string) {
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status, {
      timeout: 90_000,
      interval: 250,
    })
    .toBe(200);
}

describe.skipIf(!nginx || !process.env.TEST_DATABASE_URL)('two processes on PostgreSQL behind nginx', () => {
  it('routes around one killed with -9 within 5 s, loses no acknowledged write, and live pages miss no event', async () => {
    execFileSync(process.execPath, [bundle, outdir], { stdio: 'inherit' });
    const database = await freshPostgres();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-nginx-'));
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    const children: ChildProcess[] = [];
    const start = (port: number) => {
      const child = spawn(process.execPath, [path.join(outdir, 'start.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'development',
          DATABASE_URL: database.url,
          SESSION_SECRET: 'a-shared-secret-of-at-least-thirty-two-characters',
          PUBLIC_URL: `http://127.0.0.1:${portLb}`,
          TRUST_PROXY: '1',
          DATA_DIR: path.join(dataDir, String(port)),
          WEB_DIST: '/nonexistent',
          SEED_DEMO: '1',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      children.push(child);
      return child;
    };
    let balancer: NginxFront | undefined;
    // One connection whose `end` resolves once it has closed: the database is dropped right after.
    const reader = new pg.Client({ connectionString: database.url });
    try {
      const a = start(portA);
      await healthy(`http://127.0.0.1:${portA}`);
      start(portB);
      await healthy(`http://127.0.0.1:${portB}`);
      balancer = startNginxFront({
        prefix: path.join(dataDir, 'nginx'),
        port: portLb,
        upstreams: [portA, portB],
      });
      const base = `http://127.0.0.1:${portLb}`;
      await healthy(base);

      const readers = await Promise.all(
        ['docente@example.org', 'completo@example.org', 'aysen@example.org', 'nuevo@example.org'].map(
          async (email) => {
            const member = browser(base);
            await member.signIn(email);
            return member;
          },
        ),
      );
      const writer = browser(base);
      await writer.signIn('docente@example.org');
      // Two pages per member: round robin puts some on each process.
      const pages = readers.flatMap((member) => [livePage(member), livePage(member)]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      // A steady load: reads every 25 ms, a comment every 400 ms (within the per-member write limit).
      const reads: Array<{ at: number; ok: boolean }> = [];
      const acknowledged: string[] = [];
      let loading = true;
      const readLoop = (async () => {
        let i = 0;
        while (loading) {
          const member = readers[i++ % readers.length]!;
          const res = await member.get(`/api/meeting/${LIVE}`).catch(() => undefined);
          reads.push({ at: Date.now(), ok: res?.status === 200 });
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const writeLoop = (async () => {
        let n = 0;
        while (loading) {
          const text = `Comentario de carga ${++n}`;
          const res = await writer.post(`/api/meeting/${LIVE}/post`, { post: text }).catch(() => undefined);
          if (res?.status === 200) acknowledged.push(text);
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
      })();

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const killedAt = Date.now();
      a.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      loading = false;
      await Promise.all([readLoop, writeLoop]);
      // The last events reach every page.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await Promise.all(pages.map((p) => p.stop()));

      const late = reads.filter((r) => r.at > killedAt + 5_000);
      console.warn(
        `behind nginx: ${reads.length} reads, ${reads.filter((r) => !r.ok).length} failed (${
          reads.filter((r) => !r.ok && r.at > killedAt).length
        } after the kill); ${acknowledged.length} writes acknowledged; ${
          pages.filter((p) => p.reconnects() > 0).length
        } of ${pages.length} pages reconnected; ${new Set(pages.flatMap((p) => p.ids)).size} events`,
      );
      expect(late.length).toBeGreaterThan(20);
      expect(late.filter((r) => !r.ok)).toEqual([]);
      // Every acknowledged comment is saved.
      await reader.connect();
      const { rows } = await reader.query<{ post: string }>(
        "select post from meeting_posts where post like 'Comentario de carga %'",
      );
      expect(acknowledged.length).toBeGreaterThan(5);
      expect(rows.map((r) => r.post)).toEqual(expect.arrayContaining(acknowledged));
      // Some pages lost their process and came back; none missed an event another page got.
      expect(pages.some((p) => p.reconnects() > 0)).toBe(true);
      const every = new Set(pages.flatMap((p) => p.ids));
      expect(every.size).toBeGreaterThanOrEqual(acknowledged.length);
      for (const page of pages) expect(new Set(page.ids)).toEqual(every);
    } finally {
      await balancer?.stop();
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await reader.end();
      await database.drop().catch(() => {});
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  }, 240_000);
});
