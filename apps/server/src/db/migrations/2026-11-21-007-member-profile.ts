import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
const columns: Array<[string, number]> = [
  ['lastname2', 120],
  ['doc', 40],
  ['phone', 40],
  ['region', 120],
  ['commune', 120],
  ['state', 120],
  ['school', 200],
  ['school_id', 36],
  ['school_type', 4],
  ['subscription', 200],
  ['level', 80],
  ['area', 80],
];

/** The data a member confirms (docs/product/profile.md#country-variants); names as shown, not ids. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, size] of columns) {
    await db.schema
      .alterTable('users')
      .addColumn(name, `varchar(${size})`, (c) => c.notNull().defaultTo(''))
      .execute();
  }
  // The directory ids behind the names, so "Editar datos" can fill the cascading selects again.
  await db.schema
    .alterTable('users')
    .addColumn('place_ids', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('place_ids').execute();
  for (const [name] of [...columns].reverse()) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
