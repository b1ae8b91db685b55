import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

const writer = fileURLToPath(new URL('../test/crash-writer.ts', import.meta.url));

/**
 * docs/decisions/0033-forums-that-grow.md: SQLite runs WAL with `synchronous = NORMAL`. A write that
 * the server has acknowledged must still be there when the process is killed without warning
 * (kill -9) and started again.
 */
describe('SQLite durability', () => {
  it('runs WAL with synchronous NORMAL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-durable-'));
    const { db } = createDatabase({ dataDir: dir });
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(mode.rows[0]!.journal_mode).toBe('wal');
      expect(sync.rows[0]!.synchronous).toBe(1); // NORMAL
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every acknowledged write after the process is killed with SIGKILL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-durable-'));
    try {
      const child = spawn(process.execPath, [writer, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
      let acknowledged = 0;
      let buffered = '';
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, signal) => resolve(signal)),
      );
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) acknowledged = Math.max(acknowledged, Number(line));
        // Killed in the middle of writing, as a crash would.
        if (acknowledged >= 500 && !child.killed) child.kill('SIGKILL');
      });
      expect(await exited).toBe('SIGKILL');
      expect(acknowledged).toBeGreaterThanOrEqual(500);

      const { db } = createDatabase({ dataDir: dir });
      try {
        const row = await sql<{
          n: number;
          top: number;
        }>`select count(*) as n, max(n) as top from crash_probe`.execute(db);
        // Every acknowledged row is there, with no gap (a write in flight may or may not be).
        expect(row.rows[0]!.top).toBeGreaterThanOrEqual(acknowledged);
        expect(row.rows[0]!.n).toBe(row.rows[0]!.top);
      } finally {
        await db.destroy();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
