import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * The visitor pages sent prerendered (apps/server/src/plugins/web.ts) are kept while the `public` change
 * counter of 2026-11-25-023 stays the same: a change of `site_pages` (the texts staff edit, such as the
 * community's figures on the about page), by the back office, a script or the seed, now raises it too.
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
      create trigger site_pages_public_version
      after insert or update or delete on site_pages
      for each statement execute function bump_change_version('public')`.execute(db);
    return;
  }
  for (const event of EVENTS) {
    await sql`
      create trigger ${sql.raw(`site_pages_public_version_${event}`)}
      after ${sql.raw(event)} on site_pages
      begin
        update change_versions set version = version + 1 where name = 'public';
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger if exists site_pages_public_version on site_pages`.execute(db);
    return;
  }
  for (const event of EVENTS)
    await sql`drop trigger if exists ${sql.raw(`site_pages_public_version_${event}`)}`.execute(db);
}
