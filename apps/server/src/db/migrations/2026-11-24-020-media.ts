import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Files uploaded by staff (docs/product/media.md): the row says what the file is (the type found in
  // its bytes), who sent it and which sizes were made; the files themselves live on disk under the
  // media folder, named by the row's id. Content stores their URL, never a path.
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    // As sent by the browser, cleaned; shown and searched, never used on disk.
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    // Lower-case copy of the name: the same case-insensitive search on both engines.
    .addColumn('name_search', 'varchar(255)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // The main file's name in the item's folder (`desktop.jpg`, `file.pdf`).
    .addColumn('main_file', 'varchar(64)', (c) => c.notNull())
    // JSON: the image sizes made, `[{ size, format, width, height, file }]`; `[]` for other kinds.
    .addColumn('variants_json', 'text', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('archived_at', 'varchar(32)')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The library lists newest first, in keyset pages, archived or not.
  await db.schema
    .createIndex('media_list_idx')
    .on('media')
    .columns(['archived_at', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
