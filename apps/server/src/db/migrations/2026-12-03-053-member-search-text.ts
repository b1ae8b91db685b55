import { sql, type Kysely } from 'kysely';
// The one normalisation of the search (decision 0074), pure and without I/O: the backfill must write what
// the app writes and the search types, so it is shared rather than copied into this frozen file.
import { memberSearchText } from '@foro/shared/members/search-text';

async function isPostgres(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`select version()`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * The members' search by any part of a name, e-mail, school or role label (docs/decisions/0074-member-search-anywhere.md).
 * `users.search_text` holds those parts normalised (lower-case, no accents), written by the app on every
 * change of them and filled here for the accounts that exist. PostgreSQL reads it through a pg_trgm GIN
 * index (`like '%word%'`); SQLite through an FTS5 trigram index over `member_search`, a copy of the column
 * keyed by an integer of its own (an FTS5 table needs a stable integer key, which `users` has not) that
 * triggers keep in step with `users`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = await isPostgres(db);
  await db.schema
    .alterTable('users')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'lastname', 'lastname2', 'email', 'school', 'rol'])
    .execute();
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((r) => [r.id as string, memberSearchText(r)] as const);
    if (postgres) {
      await sql`update users set search_text = v.t from (values ${sql.join(
        batch.map(([id, text]) => sql`(${id}, ${text})`),
      )}) as v(id, t) where users.id = v.id`.execute(db);
    } else {
      for (const [id, text] of batch)
        await db.updateTable('users').set({ search_text: text }).where('id', '=', id).execute();
    }
  }

  if (postgres) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    // fastupdate off: accounts change rarely, and a GIN pending list (flushed only by vacuum) would make
    // the planner cost every search as a scan of that list, and pick a scan of the table instead.
    await sql`create index users_search_text_trgm_idx on users using gin (search_text gin_trgm_ops)
      with (fastupdate = off)`.execute(db);
    return;
  }
  await sql`create table member_search (
    id integer primary key,
    user_id text not null unique,
    search_text text not null
  )`.execute(db);
  await sql`create virtual table member_search_fts using fts5(
    search_text, content='member_search', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  for (const statement of [
    sql`create trigger member_search_fts_insert after insert on member_search begin
      insert into member_search_fts(rowid, search_text) values (new.id, new.search_text);
    end`,
    sql`create trigger member_search_fts_delete after delete on member_search begin
      insert into member_search_fts(member_search_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    end`,
    sql`create trigger member_search_fts_update after update on member_search begin
      insert into member_search_fts(member_search_fts, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into member_search_fts(rowid, search_text) values (new.id, new.search_text);
    end`,
  ])
    await statement.execute(db);
  await sql`insert into member_search (user_id, search_text) select id, search_text from users`.execute(db);
  for (const statement of [
    sql`create trigger users_member_search_insert after insert on users begin
      insert into member_search (user_id, search_text) values (new.id, new.search_text);
    end`,
    sql`create trigger users_member_search_update after update of search_text on users
      when new.search_text is not old.search_text begin
      update member_search set search_text = new.search_text where user_id = new.id;
    end`,
    sql`create trigger users_member_search_delete after delete on users begin
      delete from member_search where user_id = old.id;
    end`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (await isPostgres(db)) {
    await sql`drop index if exists users_search_text_trgm_idx`.execute(db);
  } else {
    for (const name of [
      'users_member_search_insert',
      'users_member_search_update',
      'users_member_search_delete',
    ])
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    await sql`drop table if exists member_search_fts`.execute(db);
    await sql`drop table if exists member_search`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
