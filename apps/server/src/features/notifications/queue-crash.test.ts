import { createMailWordingService } from '../mail-wording/index.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../../db/database.ts';
import { createTestApp, TEST_NOW } from '../../test/app.ts';
import { createMeeting } from '../../test/factories.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createJobQueue } from '../../lib/job-queue.ts';
import { newId } from '../../lib/ids.ts';
import { startIdMailbox } from '../../test/mailbox.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createMemberZones } from '../directory/index.ts';

const runner = fileURLToPath(new URL('../../test/queue-runner.ts', import.meta.url));
const MEMBERS = 500;
const DAY = 86_400_000;
const START = new Date(TEST_NOW.getTime() + 7 * DAY);
const DUE = new Date(START.getTime() - DAY);
/**
 * A minute after the kill, well within the 5-minute lease of the jobs the killed runner held: a
 * restarted process on the same machine takes them back at once (issue 35, item 10).
 */
const RESTARTED = new Date(DUE.getTime() + 60_000);
/** The runner's batch: at most this many jobs are in a killed runner's hands. */
const BATCH = 10;

type Mailbox = Awaited<ReturnType<typeof startIdMailbox>>;

/** 500 members registered for one meeting, their reminders scheduled as the app does. */
async function scheduleReminders(db: Db, dialect: 'sqlite' | 'postgres') {
  const meeting = await createMeeting(db, { starts_at: START.toISOString() });
  const now = TEST_NOW.toISOString();
  const ids = Array.from({ length: MEMBERS }, () => newId());
  for (let i = 0; i < MEMBERS; i += 100) {
    const slice = ids.slice(i, i + 100);
    await db
      .insertInto('users')
      .values(
        slice.map((id, j) => ({
          id,
          email: `recordatorio-${i + j}@example.org`,
          password_hash: 'x',
          name: 'Persona',
          lastname: `Número ${i + j}`,
          country: 'mexico',
          city: 'Puebla',
          role: 'member' as const,
          rol: 'DOCENTE',
          search_text: '',
          updated_fields: 1,
          notification_forum: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('meeting_inscriptions')
      .values(slice.map((id) => ({ meeting_id: meeting.id, user_id: id, created_at: now })))
      .execute();
  }
  const clock = fixedClock(TEST_NOW);
  const service = createNotificationsService({
    repo: createNotificationsRepository(db),
    queue: createJobQueue({ db, dialect, clock }),
    mailer: { send: () => Promise.reject(new Error('not in the parent')) },
    clock,
    publicUrl: 'https://foro.example.org',
    secret: 'a-test-secret-of-at-least-thirty-two-characters',
    zones: createMemberZones(db),
    wording: createMailWordingService({ db, clock, publicUrl: 'https://foro.example.org' }),
  });
  await service.meetingChanged(meeting.id);
  const due = await db
    .selectFrom('jobs')
    .select('id')
    .where('dedupe_key', 'like', 'reminder-day:%')
    .execute();
  expect(due).toHaveLength(MEMBERS);
  return due.map((j) => j.id);
}

function run(target: string, smtpUrl: string, instant: Date, outbox: string): ChildProcess {
  return spawn(process.execPath, [runner, target, smtpUrl, instant.toISOString(), outbox], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Kills `victim` with SIGKILL once the mailbox holds `count` mails (or when it ends by itself). */
async function killAfter(mailbox: Mailbox, victim: ChildProcess, count: number) {
  let done = false;
  void exited(victim).then(() => (done = true));
  while (!done && mailbox.received.length < count) await new Promise((r) => setTimeout(r, 10));
  victim.kill('SIGKILL');
  await exited(victim);
}

async function expectEverySentOnce(db: Db, mailbox: Mailbox, jobIds: string[]) {
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'status', 'attempts'])
    .where('id', 'in', jobIds)
    .execute();
  expect(jobs.filter((j) => j.status === 'sent')).toHaveLength(MEMBERS);
  // Each claim counts an attempt: only the jobs in the killed runner's hands were claimed twice.
  expect(jobs.filter((j) => j.attempts > 1).length).toBeLessThanOrEqual(BATCH);
  const messageIds = mailbox.received.map((m) => m.messageId);
  const distinct = new Set(messageIds);
  // None lost: each job's Message-ID arrived; none twice for the reader: one Message-ID per job.
  expect([...distinct].sort()).toEqual(jobIds.map((id) => `<${id}@example.org>`).sort());
  // A second delivery can only be a job the killed runner was sending, with the same Message-ID.
  expect(messageIds.length - distinct.size).toBeLessThanOrEqual(BATCH);
}

describe('the mail queue after kill -9 (issue 16 §3)', () => {
  it('on SQLite: loses none of 500 queued reminders and sends each Message-ID once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-queue-'));
    const { db } = createDatabase({ dataDir: dir });
    const mailbox = await startIdMailbox();
    try {
      await migrateToLatest(db);
      const jobIds = await scheduleReminders(db, 'sqlite');
      const first = run(dir, mailbox.url, DUE, path.join(dir, 'outbox'));
      await killAfter(mailbox, first, 100);
      expect(first.signalCode).toBe('SIGKILL');
      const before = mailbox.received.length;
      expect(before).toBeLessThan(MEMBERS);

      const second = run(dir, mailbox.url, RESTARTED, path.join(dir, 'outbox'));
      expect(await exited(second)).toBe(0);
      await expectEverySentOnce(db, mailbox, jobIds);
    } finally {
      await db.destroy();
      await mailbox.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL with two processes: one killed mid-way, none lost and each Message-ID once',
    async () => {
      const t = await createTestApp('postgres');
      const mailbox = await startIdMailbox();
      const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-queue-'));
      try {
        const jobIds = await scheduleReminders(t.db, 'postgres');
        const url = t.config.databaseUrl!;
        const a = run(url, mailbox.url, DUE, outbox);
        const b = run(url, mailbox.url, DUE, outbox);
        await killAfter(mailbox, a, 100);
        await exited(b);
        // The jobs the killed process held come back at once: their process is gone from this machine.
        const last = run(url, mailbox.url, RESTARTED, outbox);
        expect(await exited(last)).toBe(0);
        await expectEverySentOnce(t.db, mailbox, jobIds);
      } finally {
        await t.close();
        await mailbox.close();
        fs.rmSync(outbox, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
