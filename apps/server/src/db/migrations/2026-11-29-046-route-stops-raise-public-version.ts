import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * The member pages of a route keep its stops per process until the `public` change counter of
 * 2026-11-25-023 moves (db/kept-routes.ts): a change of `axis_steps`, by the back office, a script or the
 * seed, now raises it in the same transaction, as a change of `axes` already did.
 */
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`
      create trigger axis_steps_public_version
      after insert or update or delete on axis_steps
      for each statement execute function bump_change_version('public')`.execute(db);
    return;
  }
  for (const event of EVENTS) {
    await sql`
      create trigger ${sql.raw(`axis_steps_public_version_${event}`)}
      after ${sql.raw(event)} on axis_steps
      begin
        update change_versions set version = version + 1 where name = 'public';
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger if exists axis_steps_public_version on axis_steps`.execute(db);
    return;
  }
  for (const event of EVENTS)
    await sql`drop trigger if exists ${sql.raw(`axis_steps_public_version_${event}`)}`.execute(db);
}
