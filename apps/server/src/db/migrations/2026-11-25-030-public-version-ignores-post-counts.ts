import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * A member's comment raises `meetings.posts_count` (2026-11-25-024) in the same transaction, and the
 * meetings trigger of 2026-11-25-023 then raised the `public` change counter: every comment made every
 * process rebuild the public lists, and a burst of comments queued on the counter's one row. The public
 * lists do not show the count, so an update of `meetings` that changes it raises nothing; any other
 * change of a meeting still does (docs/performance.md#public-lists).
 */
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    // A statement trigger cannot look at rows: the update one becomes a row trigger with a condition.
    await sql`drop trigger if exists meetings_public_version on meetings`.execute(db);
    await sql`
      create trigger meetings_public_version
      after insert or delete on meetings
      for each statement execute function bump_change_version('public')`.execute(db);
    await sql`
      create trigger meetings_public_version_update
      after update on meetings
      for each row when (old.posts_count is not distinct from new.posts_count)
      execute function bump_change_version('public')`.execute(db);
    return;
  }
  await sql`drop trigger if exists meetings_public_version_update`.execute(db);
  await sql`
    create trigger meetings_public_version_update
    after update on meetings
    when old.posts_count is new.posts_count
    begin
      update change_versions set version = version + 1 where name = 'public';
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger if exists meetings_public_version_update on meetings`.execute(db);
    await sql`drop trigger if exists meetings_public_version on meetings`.execute(db);
    await sql`
      create trigger meetings_public_version
      after insert or update or delete on meetings
      for each statement execute function bump_change_version('public')`.execute(db);
    return;
  }
  await sql`drop trigger if exists meetings_public_version_update`.execute(db);
  await sql`
    create trigger meetings_public_version_update
    after update on meetings
    begin
      update change_versions set version = version + 1 where name = 'public';
    end`.execute(db);
}
