import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
/**
 * A route's coach by the account (docs/decisions/0106-a-thread-page-in-two-statements.md): every post of a
 * thread page looks up whether its author coaches the thread's route (the coach's picture), and the
 * route's index (axis_id, position) made each look-up read all of the route's coaches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('axis_coaches_user_idx')
    .on('axis_coaches')
    .columns(['user_id', 'axis_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('axis_coaches_user_idx').execute();
}
