import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createTestApp, engines, TEST_NOW } from '../test/app.ts';
import { fixedClock } from './clock.ts';
import { createJobQueue } from './job-queue.ts';
import { createJobWorker, deadOnThisMachine } from './job-worker.ts';

/** Issue 35, item 10: which lockers a restarted process may take jobs back from at once. */
describe('a dead worker of this machine', () => {
  const host = hostname().slice(0, 40);
  const self = `${host}:${process.pid}:abcdef`;

  it('is an earlier life of this pid, or a pid of this machine that no longer runs', () => {
    expect(deadOnThisMachine(`${host}:${process.pid}:zyxwvu`, self)).toBe(true);
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    expect(deadOnThisMachine(`${host}:${gone}:zyxwvu`, self)).toBe(true);
  });

  it('is never this worker, a running process, another machine or an id it cannot read', () => {
    expect(deadOnThisMachine(self, self)).toBe(false);
    expect(deadOnThisMachine(`${host}:${process.ppid}:zyxwvu`, self)).toBe(false);
    expect(deadOnThisMachine(`otra-maquina-${host}:999999:zyxwvu`, self)).toBe(false);
    expect(deadOnThisMachine(`${host}:no-es-un-pid:zyxwvu`, self)).toBe(false);
  });
});

/**
 * Issue 37, item 6: a process told to close (SIGTERM) finishes the jobs it started and gives back the
 * rest of its batch at once, without counting their claim as an attempt, for another process to send.
 */
describe.each(engines)('a worker that stops mid-batch on %s', (engine) => {
  it('finishes the jobs in hand and hands back the others, due at once for any worker', async () => {
    const t = await createTestApp(engine);
    try {
      const clock = fixedClock(TEST_NOW);
      const queue = createJobQueue({ db: t.db, dialect: engine, clock });
      for (let i = 0; i < 6; i++)
        await queue.enqueue({ kind: 'slow', payload: { i }, runAt: new Date(TEST_NOW.getTime() - 1000) });
      const started: number[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const worker = createJobWorker({
        queue,
        clock,
        log: { warn: () => {}, error: () => {} },
        batchSize: 6,
        concurrency: 2,
        handlers: {
          slow: async (_job, payload) => {
            started.push(payload.i as number);
            await gate;
            return { done: true };
          },
        },
      });
      const batch = worker.runOnce();
      await expect.poll(() => started.length).toBe(2);
      const stopping = worker.stop();
      release();
      await stopping;
      await batch;
      const rows = await t.db
        .selectFrom('jobs')
        .select(['status', 'locked_by', 'attempts', 'payload'])
        .execute();
      const sent = rows.filter((r) => r.status === 'sent');
      expect(sent.map((r) => (JSON.parse(r.payload) as { i: number }).i).sort()).toEqual(started.sort());
      const back = rows.filter((r) => r.status === 'pending');
      expect(back).toHaveLength(4);
      for (const row of back) expect(row).toMatchObject({ locked_by: null, attempts: 0 });
      // Another worker takes them at once.
      const other = await queue.claim('otra-maquina:1:abcdef', 10);
      expect(other).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});
