import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * The route expert's grammatical gender (issue 17, item 8; docs/decisions/0049): "Conoce a la
 * experta" / "Conoce al experto", as meetings already do for their speakers. 'f' or 'm'; existing
 * routes keep the masculine they were written with until staff choose.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('axes')
    .addColumn('speaker_gender', 'varchar(1)', (c) => c.notNull().defaultTo('m'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('axes').dropColumn('speaker_gender').execute();
}
