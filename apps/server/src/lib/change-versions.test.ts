import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../db/database.ts';
import { createChangeVersions } from './public-answers.ts';

/** On SQLite the change counters are read again only when something may have been committed. */
describe('change counters on SQLite', () => {
  const opened: Db[] = [];
  const open = (dataDir: string) => {
    const { db } = createDatabase({ dataDir });
    opened.push(db);
    return db;
  };
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });

  it('asks the database once while nothing changes, and again after a write of this connection', async () => {
    const db = open(':memory:');
    await migrateToLatest(db);
    const versions = createChangeVersions(db);
    const reads = vi.spyOn(db, 'selectFrom');
    const first = await versions.current('public');
    for (let i = 0; i < 50; i++) expect(await versions.current('public')).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);

    await db.updateTable('axes').set({ title: 'Otra' }).execute();
    await db.updateTable('change_versions').set({ version: 41 }).where('name', '=', 'public').execute();
    expect(await versions.current('public')).toBe('41');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('sees a commit made by another connection to the same file (a script, another process)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-versions-'));
    const server = open(dir);
    await migrateToLatest(server);
    const versions = createChangeVersions(server);
    const before = await versions.current('sessions');
    expect(await versions.current('sessions')).toBe(before);

    const script = open(dir);
    await script
      .updateTable('change_versions')
      .set({ version: Number(before) + 7 })
      .where('name', '=', 'sessions')
      .execute();
    // Another connection's commits are asked for once per turn of the event loop (db/database.ts): a
    // request that comes after the commit is read in a later turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await versions.current('sessions')).toBe(String(Number(before) + 7));
  });
});
