import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { seedCommitment } from '../../lib/draw-function.ts';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../schema.ts';

const DAY = 86_400_000;
const COLOMBIA = -5 * 3_600_000;

/** An instant at a given hour and minute of Colombia (the publisher's zone, UTC-5), `days` from `now`. */
const colombiaTime = (now: Date, days: number, hour: number, minute: number) => {
  const local = new Date(now.getTime() + COLOMBIA + days * DAY);
  local.setUTCHours(hour, minute, 0, 0);
  return new Date(local.getTime() - COLOMBIA).toISOString();
};
const MAIN_ROUTE = 'claves-para-conectar-con-tus-estudiantes';

/**
 * The demo's draw edition (docs/product/draws.md#editions): open from 30 days before the seeding to
 * 30 days after, so the raffle pages and stop 8 speak of a period under way; its two draws have
 * their seed committed. The member who completed the main route holds a tablet entry.
 */
export async function seedDraws(trx: Transaction<Database>, now: Date, userIds: Map<string, string>) {
  const stamp = now.toISOString();
  const editionId = newId();
  await trx
    .insertInto('raffle_editions')
    .values({
      id: editionId,
      name: `Rutas de aprendizaje ${now.getUTCFullYear()}`,
      // Whole days, as a publisher would write them: from midnight to 23:59, drawn at noon.
      starts_at: colombiaTime(now, -30, 0, 0),
      ends_at: colombiaTime(now, 30, 23, 59),
      draw_at: colombiaTime(now, 37, 12, 0),
      tablet_prize: 'Una tablet de 11 pulgadas, con un valor aproximado de 679 euros',
      smartwatch_prize: 'Un reloj inteligente (smartwatch), con un valor aproximado de 429 euros',
      smartwatch_top: 10,
      alternates: 3,
      excluded_domains: 'editorial.example',
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  for (const raffle of ['tablet', 'smartwatch'] as const) {
    const seed = randomBytes(32).toString('hex');
    await trx
      .insertInto('raffle_draws')
      .values({
        id: newId(),
        edition_id: editionId,
        raffle,
        seed,
        seed_hash: seedCommitment(seed),
        created_at: stamp,
      })
      .execute();
  }
  const axis = await trx.selectFrom('axes').select('id').where('slug', '=', MAIN_ROUTE).executeTakeFirst();
  const completo = userIds.get('completo');
  if (axis && completo)
    await trx
      .insertInto('raffle_entries')
      .values({
        raffle: 'tablet',
        axis_id: axis.id,
        user_id: completo,
        created_at: new Date(now.getTime() - DAY).toISOString(),
      })
      .execute();
}
