import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase, migrateToLatest } from './db/database.ts';
import { ensureReferencePlaces } from './db/seed/directory-seed.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';
import { systemClock } from './lib/clock.ts';
import { startGivingBackMemory } from './lib/memory-give-back.ts';
import { purgeRateLimitCounters } from './lib/rate-limit-store.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// The pool may fail before the app and its logger exist: stderr until then, the app's log after.
const poolErrors = { report: (error: Error) => console.error('PostgreSQL pool error:', error) };
const { db, dialect } = createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  onPoolError: (error) => poolErrors.report(error),
});
await migrateToLatest(db);
// The directory's states and cities are reference data every database needs, demo or not.
await ensureReferencePlaces(db);
const app = await buildApp({ config, db, dialect, clock: systemClock });
// A bucket that is missing or refuses the keys stops the start with a message, not the first upload.
try {
  await app.mediaStorage.check();
} catch (error) {
  console.error((error as Error).message);
  await app.close();
  await db.destroy();
  process.exit(1);
}
poolErrors.report = (error) =>
  app.log.error({ err: error }, 'PostgreSQL pool error: an idle connection was dropped');
if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(db, systemClock);
  if (seeded) app.log.info('demo content seeded');
}

// Expired sessions are removed at start and then hourly (reading them already refuses them).
await app.services.session.purgeExpired();
await app.services.passwordReset.purgeExpired();
const purge = setInterval(() => {
  app.services.session.purgeExpired().catch((err) => app.log.warn({ err }, 'could not purge sessions'));
  app.services.passwordReset
    .purgeExpired()
    .catch((err) => app.log.warn({ err }, 'could not purge password reset requests'));
  purgeRateLimitCounters(db).catch((err) => app.log.warn({ err }, 'could not purge rate limit counters'));
}, 60 * 60_000);
purge.unref();

// After a crowd, V8's pages are given back once the process is quiet again (docs/decisions/0107).
const stopGivingBack = startGivingBackMemory((figures) =>
  app.log.info(figures, 'memory given back after a busy period'),
);

// The mail queue: due jobs are sent from now on; `app.close()` waits for the batch in hand.
app.jobWorker.start();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  clearInterval(purge);
  stopGivingBack?.();
  await app.close();
  await db.destroy();
});

if (config.env === 'production' && !config.smtpUrl) {
  app.log.warn('SMTP_URL is not set: e-mails are written to DATA_DIR/outbox and nobody receives them');
}

// The queue of connections the kernel completes before the process accepts them. Node asks for 511; when a
// meeting starts, a balancer opens hundreds of connections at once to a process whose event loop is busy,
// a full queue drops their handshakes, and nginx then takes a busy process for a dead one (its connect
// times out) and sends everyone to the other. A longer queue makes them wait instead. The kernel caps it
// at net.core.somaxconn (4096 on current Linux). docs/decisions/0093-container-and-balancer.md
await app.listen({ port: config.port, host: config.host, backlog: 4096 });
// The "listening" line now, not with the next batch of log lines (app.ts `logDestination`): what starts the
// server waits for it.
(app.log as { flush?: () => void }).flush?.();
