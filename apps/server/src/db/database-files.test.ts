import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from './database.ts';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the SQLite files', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-db-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are created readable by their owner only: the database, its WAL and shared memory, the folder', async () => {
    const dataDir = path.join(dir, 'data');
    const { db } = createDatabase({ dataDir });
    try {
      await migrateToLatest(db);
      const file = path.join(dataDir, 'foro.sqlite');
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name), name).toBe(0o600);
      expect(modeOf(dataDir)).toBe(0o700);
    } finally {
      await db.destroy();
    }
  });

  it('tightens the files of an older database', async () => {
    const file = path.join(dir, 'foro.sqlite');
    for (const name of [file, `${file}-wal`]) fs.writeFileSync(name, '', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    fs.chmodSync(`${file}-wal`, 0o644);
    const { db } = createDatabase({ dataDir: dir });
    try {
      await migrateToLatest(db);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name), name).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });
});
