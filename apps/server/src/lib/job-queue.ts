import { sql, type Selectable } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import type { JobsTable } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { newId } from './ids.ts';

/**
 * The durable job queue (docs/decisions/0037-durable-job-queue.md): jobs are rows of `jobs`. A
 * worker claims due jobs with a lease (`locked_until`); on PostgreSQL the claim skips rows another
 * process holds (`FOR UPDATE SKIP LOCKED`), on SQLite one process writes at a time. A worker that
 * dies leaves its jobs `running` until the lease ends, then any worker claims them again; a process
 * restarted on the same machine gives them back at once (`lockers`, `release`; job-worker.ts).
 */

export type Job = Selectable<JobsTable>;
export type JobStatus = JobsTable['status'];

export interface JobInput {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  subjectId?: string;
  /** One pending job per key: enqueueing the key again moves that job instead of adding one. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 6;
/** The partial unique index's predicate, written as a literal: SQLite matches it only to the same text. */
const PENDING = sql<'pending'>`'pending'`;
/** Long enough for a batch of mails; a dead worker's jobs wait this long before another takes them. */
export const DEFAULT_LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60_000;

/** 1, 2, 4, 8… minutes after the n-th failed attempt, at most six hours. */
export const backoffMs = (attempts: number): number =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/** Error texts are kept short and without addresses (the mailer already scrubs its own). */
const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error))
    .replace(/[^\s<>"'@,;:]+@([a-z0-9.-]+)/gi, '…@$1')
    .slice(0, 500);

export function createJobQueue(deps: { db: Db; dialect: Dialect; clock: Clock; leaseMs?: number }) {
  const { db, dialect, clock } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const iso = (ms = 0) => new Date(clock.now().getTime() + ms).toISOString();

  return {
    /**
     * Adds a job, in `on` (a transaction) when given so that it lands with the change that caused it.
     * With a dedupe key, a pending job of that key is moved to the new time and values instead.
     */
    async enqueue(input: JobInput, on: Db = db): Promise<void> {
      const now = iso();
      const payload = JSON.stringify(input.payload);
      const runAt = input.runAt.toISOString();
      await on
        .insertInto('jobs')
        .values({
          id: newId(),
          kind: input.kind,
          payload,
          subject_id: input.subjectId ?? null,
          dedupe_key: input.dedupeKey ?? null,
          status: 'pending',
          run_at: runAt,
          max_attempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          locked_by: null,
          locked_until: null,
          last_error: null,
          created_at: now,
          updated_at: now,
          finished_at: null,
        })
        .onConflict((oc) =>
          oc
            .column('dedupe_key')
            .where('status', '=', PENDING)
            .doUpdateSet({ run_at: runAt, payload, updated_at: now }),
        )
        .execute();
    },

    /** Adds a job only when no pending job has its key (a digest collects into the one waiting). */
    async enqueueUnlessPending(input: JobInput & { dedupeKey: string }, on: Db = db): Promise<void> {
      const now = iso();
      await on
        .insertInto('jobs')
        .values({
          id: newId(),
          kind: input.kind,
          payload: JSON.stringify(input.payload),
          subject_id: input.subjectId ?? null,
          dedupe_key: input.dedupeKey,
          status: 'pending',
          run_at: input.runAt.toISOString(),
          max_attempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          locked_by: null,
          locked_until: null,
          last_error: null,
          created_at: now,
          updated_at: now,
          finished_at: null,
        })
        .onConflict((oc) => oc.column('dedupe_key').where('status', '=', PENDING).doNothing())
        .execute();
    },

    /** The workers that hold running jobs now. */
    async lockers(): Promise<string[]> {
      const rows = await db
        .selectFrom('jobs')
        .select('locked_by')
        .distinct()
        .where('status', '=', 'running')
        .where('locked_by', 'is not', null)
        .execute();
      return rows.map((row) => row.locked_by!);
    },

    /**
     * Gives the running jobs of workers known to be dead back to the queue, due at once (their claim
     * stays counted as an attempt); a worker that is alive after all then changes nothing of them.
     */
    async release(deadLockers: string[]): Promise<number> {
      if (deadLockers.length === 0) return 0;
      const result = await db
        .updateTable('jobs')
        .set({ status: 'pending', locked_by: null, locked_until: null, updated_at: iso() })
        .where('status', '=', 'running')
        .where('locked_by', 'in', deadLockers)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Gives back jobs `workerId` claimed and never started (the process is closing): due at once for
     * any worker, their claim not counted as an attempt.
     */
    async handBack(workerId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'pending',
          locked_by: null,
          locked_until: null,
          attempts: eb('attempts', '-', 1),
          updated_at: iso(),
        }))
        .where('status', '=', 'running')
        .where('locked_by', '=', workerId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Claims up to `limit` due jobs for `workerId`; each claim counts as an attempt. */
    async claim(workerId: string, limit: number): Promise<Job[]> {
      const now = iso();
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', now)]),
          ]),
        )
        .orderBy('run_at')
        .limit(limit)
        // Two processes never claim the same row: the second skips what the first has locked.
        .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_by: workerId,
          locked_until: iso(leaseMs),
          attempts: eb('attempts', '+', 1),
          updated_at: now,
        }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** The job is done; ignored when the lease was lost (another worker owns it now). */
    async complete(job: Job, workerId: string, status: 'sent' | 'cancelled' = 'sent', note?: string) {
      const now = iso();
      await db
        .updateTable('jobs')
        .set({
          status,
          locked_by: null,
          locked_until: null,
          finished_at: now,
          updated_at: now,
          last_error: note ?? null,
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .execute();
    },

    /** Back to pending at `runAt` without counting the attempt (the job's subject moved). */
    async postpone(job: Job, workerId: string, runAt: Date) {
      await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'pending',
          run_at: runAt.toISOString(),
          attempts: eb('attempts', '-', 1),
          locked_by: null,
          locked_until: null,
          updated_at: iso(),
        }))
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .execute();
    },

    /** A failed attempt: retried after the backoff, or `failed` with the reason after the last one. */
    async fail(job: Job, workerId: string, error: unknown) {
      const now = iso();
      const last = job.attempts >= job.max_attempts;
      await db
        .updateTable('jobs')
        .set({
          status: last ? 'failed' : 'pending',
          run_at: last ? job.run_at : iso(backoffMs(job.attempts)),
          last_error: reasonOf(error),
          locked_by: null,
          locked_until: null,
          updated_at: now,
          finished_at: last ? now : null,
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .execute();
    },

    /** Cancels the pending jobs of a subject (all kinds, or those whose key starts with `keyPrefix`). */
    async cancelPending(subjectId: string, keyPrefix?: string, on: Db = db) {
      const now = iso();
      let query = on
        .updateTable('jobs')
        .set({ status: 'cancelled', finished_at: now, updated_at: now })
        .where('subject_id', '=', subjectId)
        .where('status', '=', 'pending');
      if (keyPrefix) query = query.where('dedupe_key', 'like', `${keyPrefix}%`);
      await query.execute();
    },

    /** The pending jobs of a subject (to move them with it). */
    pendingOf(subjectId: string) {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('subject_id', '=', subjectId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** When the last job of this key ended as sent (the forum digest's hour). */
    async lastSentAt(dedupeKey: string): Promise<Date | null> {
      const row = await db
        .selectFrom('jobs')
        .select('finished_at')
        .where('dedupe_key', '=', dedupeKey)
        .where('status', '=', 'sent')
        .orderBy('finished_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.finished_at ? new Date(row.finished_at) : null;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
