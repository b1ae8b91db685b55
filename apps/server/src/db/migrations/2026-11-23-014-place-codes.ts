import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * A city's official name where the registries write it longer than people do ("San José de Cúcuta",
 * "Santa Cruz de Mompox"), so an official school directory matches by name as well as by code. The
 * codes themselves already have `cities.official_code`; reference places get both from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('official_name', 'varchar(120)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cities').dropColumn('official_name').execute();
}
