import { sql } from 'kysely';
import net from 'node:net';
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

  it('has every connection closed when destroy resolves, so a database dropped next finds none', async () => {
    // A proxy that holds what the pool sends for 300 ms once `slow` is set: the connections' goodbye reaches
    // the server late, as it does on a busy machine, where a `drop database … with (force)` run meanwhile
    // terminated a connection still closing, an error on a pool that had ended.
    const target = new URL(url!);
    let slow = false;
    const proxy = net.createServer({ allowHalfOpen: true }, (client) => {
      const server = net.connect(Number(target.port || 5432), target.hostname);
      client.on('data', (chunk) => {
        if (slow) setTimeout(() => server.write(chunk), 300);
        else server.write(chunk);
      });
      server.pipe(client);
      client.on('end', () => setTimeout(() => server.end(), slow ? 300 : 0));
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const viaProxy = new URL(url!);
    viaProxy.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
    const errors: Error[] = [];
    const { db } = createDatabase({
      databaseUrl: viaProxy.toString(),
      dataDir: ':memory:',
      onPoolError: (e) => errors.push(e),
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pids = await Promise.all(
        [1, 2, 3].map(async () => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(
            db,
          );
          return rows[0]!.pid;
        }),
      );
      expect(new Set(pids).size).toBe(3);
      slow = true;
      await db.destroy();
      const { rows } = await admin.query('select pid from pg_stat_activity where pid = any($1)', [pids]);
      expect(rows).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await admin.end();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
