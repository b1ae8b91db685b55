import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * Change counters (docs/performance.md#public-lists): the `version` of `public` goes up by one in the same
 * transaction as any change of the tables the public lists are built from (meetings, routes, home items),
 * whoever makes it — the back office, a script, the seed. `sessions` goes up when a session ends (sign-out,
 * expiry, staff removing an account's sessions) or an account changes (role, password, e-mail, name).
 * Every app process compares them with the versions its kept answers and sessions were read at, so a change
 * made through one process is seen by all.
 */
const TRIGGERS = [
  { counter: 'public', table: 'meetings', events: ['insert', 'update', 'delete'] },
  { counter: 'public', table: 'axes', events: ['insert', 'update', 'delete'] },
  { counter: 'public', table: 'home_items', events: ['insert', 'update', 'delete'] },
  { counter: 'sessions', table: 'sessions', events: ['delete'] },
  { counter: 'sessions', table: 'users', events: ['update', 'delete'] },
] as const;

async function isPostgres(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('change_versions')
    .values([
      { name: 'public', version: 0 },
      { name: 'sessions', version: 0 },
    ])
    .execute();

  if (await isPostgres(db)) {
    await sql`
      create function bump_change_version() returns trigger language plpgsql as $$
      begin
        update change_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end $$`.execute(db);
    for (const { counter, table, events } of TRIGGERS) {
      await sql`
        create trigger ${sql.raw(`${table}_${counter}_version`)}
        after ${sql.raw(events.join(' or '))} on ${sql.table(table)}
        for each statement execute function bump_change_version(${sql.lit(counter)})`.execute(db);
    }
    return;
  }
  for (const { counter, table, events } of TRIGGERS) {
    for (const event of events) {
      await sql`
        create trigger ${sql.raw(`${table}_${counter}_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update change_versions set version = version + 1 where name = ${sql.lit(counter)};
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = await isPostgres(db);
  for (const { counter, table, events } of TRIGGERS) {
    if (postgres) {
      await sql`drop trigger if exists ${sql.raw(`${table}_${counter}_version`)} on ${sql.table(table)}`.execute(
        db,
      );
      continue;
    }
    for (const event of events) {
      await sql`drop trigger if exists ${sql.raw(`${table}_${counter}_version_${event}`)}`.execute(db);
    }
  }
  if (postgres) await sql`drop function if exists bump_change_version()`.execute(db);
  await db.schema.dropTable('change_versions').execute();
}
