import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { createJobQueue } from '../lib/job-queue.ts';
import { engines, freshPostgres } from '../test/app.ts';
import { backupDatabase, BackupRefused, restoreDatabase, type BackupTarget } from './backup.ts';
import { createDatabase, migrateToLatest } from './database.ts';

// Issue 37 item 4 (docs/decisions/0081-backups.md): a backup taken while the portal writes restores
// into an empty database with every write acknowledged before it began.

/** Dropping a test database ends its idle connections: not a fault of what is tested. */
const quiet = () => {};

async function place(engine: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-backup-'));
  if (engine === 'sqlite') {
    return { target: { databaseUrl: undefined, dataDir } as BackupTarget, drop: async () => {} };
  }
  const pgdb = await freshPostgres();
  return { target: { databaseUrl: pgdb.url, dataDir } as BackupTarget, drop: pgdb.drop };
}

describe.each(engines)('backup and restore on %s', (engine) => {
  it(
    'keep every acknowledged write of a portal that writes during the backup',
    { timeout: 60_000 },
    async () => {
      const source = await place(engine);
      const dest = await place(engine);
      const file = path.join(source.target.dataDir, 'copy.backup');
      const { db, dialect } = createDatabase({ ...source.target, onPoolError: quiet });
      try {
        await migrateToLatest(db);
        const queue = createJobQueue({ db, dialect, clock: systemClock });
        let n = 0;
        const acknowledged: string[] = [];
        const write = async () => {
          const key = `row-${n++}`;
          await queue.enqueue({
            kind: 'mail',
            payload: {},
            runAt: new Date(Date.now() + 86_400_000),
            dedupeKey: key,
          });
          acknowledged.push(key);
        };
        for (let i = 0; i < 200; i++) await write();

        // Writers keep going, acknowledged one by one, while the backup runs.
        let writing = true;
        const writers = Array.from({ length: 4 }, async () => {
          // SQLite answers in the same turn: yield so that timers and the backup's steps run too.
          while (writing) {
            await write();
            await new Promise((r) => setImmediate(r));
          }
        });
        await new Promise((r) => setTimeout(r, 50));
        const before = [...acknowledged];
        await backupDatabase(source.target, file);
        writing = false;
        await Promise.all(writers);
        expect(acknowledged.length).toBeGreaterThan(before.length);

        await restoreDatabase(dest.target, file);
        const restored = createDatabase({ ...dest.target, onPoolError: quiet });
        try {
          const keys = new Set(
            (await restored.db.selectFrom('jobs').select('dedupe_key').execute()).map((r) => r.dedupe_key),
          );
          const missing = before.filter((k) => !keys.has(k));
          expect(missing).toEqual([]);
          expect(keys.size).toBeGreaterThanOrEqual(before.length);
        } finally {
          await restored.db.destroy();
        }

        // A second restore into the now filled database is refused, saying why.
        await expect(restoreDatabase(dest.target, file)).rejects.toThrow(BackupRefused);
        await expect(restoreDatabase(dest.target, file)).rejects.toThrow(/no está vacía/);
      } finally {
        await db.destroy();
        await source.drop();
        await dest.drop();
        fs.rmSync(source.target.dataDir, { recursive: true, force: true });
        fs.rmSync(dest.target.dataDir, { recursive: true, force: true });
      }
    },
  );
});
