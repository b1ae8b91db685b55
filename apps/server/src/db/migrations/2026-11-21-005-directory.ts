import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * The directory of docs/product/directory.md#reference-data: first-level subdivisions (`states`; Chile's
 * regions), their cities (Chile's communes, Colombia's municipalities) and schools. Ids are UUID strings made
 * by the app; `country` is the country key the forms send.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('states')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('country', 'varchar(40)', (c) => c.notNull())
    .addColumn('iso_code', 'varchar(12)')
    .addColumn('official_code', 'varchar(12)')
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .execute();
  // The states of a country (GET school/province/{country}, school/region/Chile, the import).
  await db.schema.createIndex('states_country_name_idx').on('states').columns(['country', 'name']).execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('state_id', 'varchar(36)', (c) => c.notNull().references('states.id').onDelete('cascade'))
    .addColumn('official_code', 'varchar(12)')
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .execute();
  // The cities of a state (GET school/city/…, communes/Chile/…); one name once per state.
  await db.schema
    .createIndex('cities_state_name_uq')
    .on('cities')
    .columns(['state_id', 'name'])
    .unique()
    .execute();

  await db.schema
    .createTable('schools')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('country', 'varchar(40)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('state_id', 'varchar(36)', (c) => c.references('states.id').onDelete('set null'))
    .addColumn('city_id', 'varchar(36)', (c) => c.references('cities.id').onDelete('set null'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The import upserts on (country, code).
  await db.schema
    .createIndex('schools_country_code_uq')
    .on('schools')
    .columns(['country', 'code'])
    .unique()
    .execute();
  // The schools of a city or commune (GET schools/{country}/{city}).
  await db.schema
    .createIndex('schools_city_active_idx')
    .on('schools')
    .columns(['city_id', 'active'])
    .execute();
  // A country's list (GET school/{country}).
  await db.schema
    .createIndex('schools_country_active_idx')
    .on('schools')
    .columns(['country', 'active'])
    .execute();
  // Foreign key lookups when a state changes.
  await db.schema.createIndex('schools_state_idx').on('schools').column('state_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schools').execute();
  await db.schema.dropTable('cities').execute();
  await db.schema.dropTable('states').execute();
}
