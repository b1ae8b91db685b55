import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.ts';
import { createDatabase, poolFiguresOf } from './database.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('reports an idle connection that the server closes, and keeps working', async () => {
    const errors: Error[] = [];
    const { db } = createDatabase({
      databaseUrl: url,
      dataDir: ':memory:',
      onPoolError: (e) => errors.push(e),
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const reported = new Promise<void>((resolve) => {
        const wait = setInterval(() => errors.length && (clearInterval(wait), resolve()), 10);
      });
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await reported;
      expect(errors[0]!.message).toMatch(/terminat/i);
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });

  it('closes on destroy the connections that only named statements opened', async () => {
    const { db } = createDatabase({ databaseUrl: url, dataDir: ':memory:' });
    const one = compiledOnce(db, (on) =>
      on
        .selectFrom('pg_database' as never)
        .select(sql<number>`1`.as('one'))
        .limit(1),
    );
    expect(await one()).toEqual([{ one: 1 }]);
    const figures = poolFiguresOf(db)!;
    expect(figures().total).toBe(1);
    await db.destroy();
    expect(figures().total).toBe(0);
  });
});
