import { createMailWordingService } from '../features/mail-wording/index.ts';
import { createDatabase } from '../db/database.ts';
import { createNotificationsRepository } from '../features/notifications/index.ts';
import { createNotificationsService } from '../features/notifications/index.ts';
import { fixedClock } from '../lib/clock.ts';
import { createJobQueue } from '../lib/job-queue.ts';
import { createJobWorker } from '../lib/job-worker.ts';
import { createMailer } from '../lib/mailer.ts';
import { createMemberZones } from '../features/directory/index.ts';

/**
 * For features/notifications/queue-crash.test.ts: runs the mail queue of the database given (a
 * PostgreSQL URL or an SQLite folder) at the instant given, sending through the SMTP server given,
 * until nothing is due; prints each batch's size. The test kills it with SIGKILL mid-way.
 */
const [target, smtpUrl, instant, outboxDir] = process.argv.slice(2) as [string, string, string, string];
const { db, dialect } = target.startsWith('postgres')
  ? createDatabase({ databaseUrl: target, dataDir: ':memory:' })
  : createDatabase({ dataDir: target });
const clock = fixedClock(new Date(instant));
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const mailer = createMailer({
  smtpUrl,
  from: 'Foro de Educadores <foro@example.org>',
  outboxDir,
  logger: quiet,
  clock,
});
const queue = createJobQueue({ db, dialect, clock });
const notifications = createNotificationsService({
  repo: createNotificationsRepository(db),
  queue,
  mailer,
  clock,
  publicUrl: 'https://foro.example.org',
  secret: 'a-test-secret-of-at-least-thirty-two-characters',
  zones: createMemberZones(db),
  wording: createMailWordingService({ db, clock, publicUrl: 'https://foro.example.org' }),
});
const worker = createJobWorker({
  queue,
  handlers: notifications.handlers,
  clock,
  log: quiet,
  batchSize: 10,
  concurrency: 10,
});
for (;;) {
  const claimed = await worker.runOnce();
  process.stdout.write(`${claimed}\n`);
  if (claimed === 0) break;
}
await db.destroy();
