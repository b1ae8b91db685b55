import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
async function isPostgres(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * The members' back office (docs/decisions/0039-members-back-office.md): an account's state (deactivated,
 * suspended with a reason, closed) and the indexes of the member search. Prefix searches compare the
 * lower-cased text in byte order ("C" on PostgreSQL, SQLite's default), so one range reads one index on
 * both engines.
 */
const STATE_COLUMNS = [
  ['deactivated_at', 'varchar(32)'],
  ['suspended_at', 'varchar(32)'],
  ['suspended_reason', 'varchar(500)'],
  ['closed_at', 'varchar(32)'],
] as const;

/** Each index: its text parts (compared in byte order), then `id` to break ties and resume pages. */
const INDEXES = [
  ['users_lastname_key_idx', ['lower(lastname)']],
  ['users_name_key_idx', ['lower(name)']],
  ['users_school_key_idx', ['lower(school)']],
  ['users_email_key_idx', ['email']],
  ['users_country_lastname_idx', ['country', 'lower(lastname)']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of STATE_COLUMNS)
    await db.schema.alterTable('users').addColumn(name, type).execute();
  const collate = (await isPostgres(db)) ? ' collate "C"' : '';
  for (const [name, parts] of INDEXES) {
    const columns = parts.map((part) => (part === 'country' ? part : `${part}${collate}`));
    await sql`create index ${sql.raw(name)} on users (${sql.raw([...columns, 'id'].join(', '))})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  for (const [name] of STATE_COLUMNS) await db.schema.alterTable('users').dropColumn(name).execute();
}
