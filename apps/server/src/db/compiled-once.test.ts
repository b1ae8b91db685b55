import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, freshPostgres, type TestApp } from '../test/app.ts';
import { createMember } from '../test/factories.ts';
import { compiledOnce } from './compiled-once.ts';
import { createDatabase, type Db } from './database.ts';

describe.each(engines)('a read compiled once on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('builds and compiles on the first call only, and runs each call with its own values', async () => {
    const ana = await createMember(t.db, { name: 'Ana', country: 'CL' });
    const bea = await createMember(t.db, { name: 'Bea', country: 'MX' });
    const build = vi.fn((db: Db, id: string, country: string) =>
      db
        .selectFrom('users')
        .select(['name', 'country'])
        .where('id', '=', id)
        .where('country', '=', country)
        .where('deactivated_at', 'is', null)
        .limit(1),
    );
    const read = compiledOnce(t.db, build);

    expect(await read(ana.id, 'CL')).toEqual([{ name: 'Ana', country: 'CL' }]);
    expect(await read(bea.id, 'MX')).toEqual([{ name: 'Bea', country: 'MX' }]);
    // The values go to their own places: Ana is not in Mexico.
    expect(await read(ana.id, 'MX')).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is not held behind a connection another request holds, yet waits for an open transaction', async () => {
    const cy = await createMember(t.db, { name: 'Cy' });
    const read = compiledOnce(t.db, (db, id: string) =>
      db.selectFrom('users').select('name').where('id', '=', id),
    );
    const waited = () => new Promise((resolve) => setTimeout(() => resolve('waited'), 300));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));

    // A read of another request holding the connection (one on SQLite) does not stop this one (decision 0117).
    const holding = t.db.connection().execute(() => held);
    expect(await Promise.race([read(cy.id), waited()])).toEqual([{ name: 'Cy' }]);
    release();
    await holding;

    // A transaction's writes are not read before it ends: rolled back, they were never there.
    const heldToo = new Promise<void>((resolve) => (release = resolve));
    const transaction = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Nadie' }).where('id', '=', cy.id).execute();
      await heldToo;
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = read(cy.id);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await answer).toEqual([{ name: 'Cy' }]);
  });

  it('refuses a query that does not use every argument as a value', async () => {
    const read = compiledOnce(t.db, (db, id: string, _unused: string) =>
      db.selectFrom('users').select('name').where('id', '=', id),
    );
    await expect(read('x', 'y')).rejects.toThrow(/every argument must be a value/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a read compiled once on PostgreSQL', () => {
  // One connection, so that what it keeps (`pg_prepared_statements` is per connection) can be asked.
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshPostgres();
    db = createDatabase({ databaseUrl: fresh.url, dataDir: ':memory:', poolSize: 1 }).db;
    await sql`create table kept (id integer primary key, label integer not null)`.execute(db);
    await sql`insert into kept values (1, 10), (2, 20)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await fresh.drop();
  });
  const kept = (on: Db) => on as unknown as Kysely<{ kept: { id: number; label: number | string } }>;
  const keptStatements = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (r) => r.statement,
    );

  it('is a named statement of the connection, parsed once and then only run (decision 0117)', async () => {
    const read = compiledOnce(db, (on, id: number) =>
      kept(on).selectFrom('kept').select('label').where('id', '=', id),
    );
    const text = kept(db).selectFrom('kept').select('label').where('id', '=', 0).compile().sql;
    expect(await keptStatements()).not.toContain(text);

    expect(await read(1)).toEqual([{ label: 10 }]);
    expect(await read(2)).toEqual([{ label: 20 }]);
    expect((await keptStatements()).filter((s) => s === text)).toHaveLength(1);
  });

  it('keeps answering after a migration elsewhere changes the type of a column it returns', async () => {
    const read = compiledOnce(db, (on, id: number) =>
      kept(on).selectFrom('kept').select(['id', 'label']).where('id', '=', id),
    );
    expect(await read(1)).toEqual([{ id: 1, label: 10 }]);
    await sql`alter table kept alter column label type text`.execute(db);
    expect(await read(1)).toEqual([{ id: 1, label: '10' }]);
    expect(await read(2)).toEqual([{ id: 2, label: '20' }]);
  });
});
