import { hostname } from 'node:os';
import type { Clock } from './clock.ts';
import { randomToken } from './ids.ts';
import type { Job, JobQueue } from './job-queue.ts';

/** What a handler decided: done, not needed any more (with why), or due later (its subject moved). */
export type JobOutcome = { done: true } | { cancelled: string } | { later: Date };

/** Runs one job; a thrown error is a failed attempt (retried with backoff). */
export type JobHandler = (job: Job, payload: Record<string, unknown>) => Promise<JobOutcome>;

export interface WorkerLog {
  info?(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobWorkerOptions {
  queue: JobQueue;
  handlers: Record<string, JobHandler>;
  clock: Clock;
  log: WorkerLog;
  batchSize?: number;
  /** Jobs of a batch run at once: a mail spends most of its time waiting for the SMTP server. */
  concurrency?: number;
  /** Real time between two looks at the queue; due times come from the clock. */
  pollMs?: number;
}

/** This machine's name as worker ids carry it. */
const HOST = hostname().slice(0, 40);

/**
 * Whether a worker id names a process of this machine that is gone: another process of the same
 * machine whose pid no longer runs, or an earlier life of this very pid (a container restarted as
 * pid 1). A worker of another machine, or one whose pid runs, is left to its lease.
 */
export function deadOnThisMachine(lockedBy: string, selfId: string, pid = process.pid): boolean {
  if (lockedBy === selfId || !lockedBy.startsWith(`${HOST}:`)) return false;
  const lockerPid = Number(lockedBy.slice(HOST.length + 1).split(':')[0]);
  if (!Number.isSafeInteger(lockerPid) || lockerPid <= 0) return false;
  if (lockerPid === pid) return true;
  try {
    process.kill(lockerPid, 0);
    return false;
  } catch (error) {
    // EPERM: the pid runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Claims due jobs and runs them one after another. `runOnce` is one batch (tests call it after moving
 * their clock); `start` polls, `stop` lets the jobs in hand finish and hands back the batch's others
 * (due at once for any process, docs/decisions/0086-closing-on-sigterm.md), so a clean close loses nothing and
 * a kill leaves the claimed jobs to come back when their lease ends, or at once when a process of the
 * same machine starts again: its first batch gives back what dead processes of this machine held.
 */
export function createJobWorker(options: JobWorkerOptions) {
  const { queue, handlers, log } = options;
  const batchSize = options.batchSize ?? 20;
  const concurrency = Math.max(1, options.concurrency ?? 5);
  const pollMs = options.pollMs ?? 5_000;
  const workerId = `${HOST}:${process.pid}:${randomToken(6)}`;
  let recovered = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by `stop`: the batch in hand starts no more jobs. */
  let closing = false;

  async function runJob(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) {
      await queue.complete(job, workerId, 'cancelled', `Tipo de tarea desconocido: ${job.kind}`);
      return;
    }
    if (job.attempts > job.max_attempts) {
      await queue.fail(job, workerId, new Error('La tarea se interrumpió en cada intento'));
      return;
    }
    let outcome: JobOutcome;
    try {
      outcome = await handler(job, JSON.parse(job.payload) as Record<string, unknown>);
    } catch (error) {
      log.warn({ job: { id: job.id, kind: job.kind, attempts: job.attempts } }, 'job attempt failed');
      await queue.fail(job, workerId, error);
      return;
    }
    if ('later' in outcome) await queue.postpone(job, workerId, outcome.later);
    else if ('cancelled' in outcome) await queue.complete(job, workerId, 'cancelled', outcome.cancelled);
    else await queue.complete(job, workerId, 'sent');
  }

  /** Once, before the first claim: the jobs of this machine's dead processes (a kill -9) are due again. */
  async function recover() {
    if (recovered) return;
    const dead = (await queue.lockers()).filter((locker) => deadOnThisMachine(locker, workerId));
    const released = await queue.release(dead);
    recovered = true;
    if (released > 0) log.warn({ released, workers: dead }, 'jobs of a dead process taken back');
  }

  /** One batch: the number of jobs claimed. */
  async function batch(): Promise<number> {
    await recover();
    const jobs = await queue.claim(workerId, batchSize);
    let next = 0;
    const lane = async () => {
      // A closing process finishes the jobs it started and hands back the others (below).
      while (next < jobs.length && !closing) {
        const job = jobs[next++]!;
        try {
          await runJob(job);
        } catch (err) {
          // The database refused the bookkeeping: the lease brings the job back later.
          log.error({ err, job: { id: job.id, kind: job.kind } }, 'job bookkeeping failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    const unstarted = jobs.slice(next).map((job) => job.id);
    if (unstarted.length > 0) {
      const handedBack = await queue.handBack(workerId, unstarted);
      log.info?.({ handedBack }, 'jobs handed back on close');
    }
    return jobs.length;
  }

  const runOnce = (): Promise<number> => {
    running ??= batch().finally(() => (running = undefined));
    return running;
  };

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce().then(
        (claimed) => schedule(claimed === batchSize ? 0 : pollMs),
        (err: unknown) => {
          log.error({ err }, 'job queue unavailable');
          schedule(pollMs);
        },
      );
    }, delay);
  }

  return {
    workerId,
    runOnce,
    /** Runs batches until none is due (tests; a burst). */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        const claimed = await runOnce();
        total += claimed;
        if (claimed === 0) return total;
      }
    },
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
