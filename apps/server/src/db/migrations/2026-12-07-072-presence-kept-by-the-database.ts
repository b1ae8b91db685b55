import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * A member's total of minutes per meeting and mode (`meeting_presence`, migration 038) is now kept by
 * the database: each minute stored in `meeting_attendance` adds one to it in the same statement. The
 * page's heartbeat was a transaction of two writes (the minute, then the total) for every member every
 * minute; it is now one statement, atomic on both engines. A repeated minute (`on conflict do nothing`)
 * inserts no row, so its trigger does not fire and the total is counted once.
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
    await sql`
      create function add_presence_minute() returns trigger language plpgsql as $$
      begin
        insert into meeting_presence (meeting_id, user_id, mode, minutes)
        values (new.meeting_id, new.user_id, new.mode, 1)
        on conflict (meeting_id, mode, user_id)
        do update set minutes = meeting_presence.minutes + 1;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger meeting_attendance_presence
      after insert on meeting_attendance
      for each row execute function add_presence_minute()`.execute(db);
    return;
  }
  await sql`
    create trigger meeting_attendance_presence
    after insert on meeting_attendance
    begin
      insert into meeting_presence (meeting_id, user_id, mode, minutes)
      values (new.meeting_id, new.user_id, new.mode, 1)
      on conflict (meeting_id, mode, user_id)
      do update set minutes = meeting_presence.minutes + 1;
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop trigger if exists meeting_attendance_presence on meeting_attendance`.execute(db);
    await sql`drop function if exists add_presence_minute()`.execute(db);
    return;
  }
  await sql`drop trigger if exists meeting_attendance_presence`.execute(db);
}
