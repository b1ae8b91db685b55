import type { Db } from '../database.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { memberSearchText } from '../../lib/member-search.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts';
import { seedAxes } from './axes-seed.ts';
import { seedDirectory } from './directory-seed.ts';
import { seedDraws } from './draws-seed.ts';
import { seedForumAndTests } from './forum-tests-seed.ts';
import { seedMeetings } from './meetings-seed.ts';
import { seedOpenMasterclass } from './open-masterclass-seed.ts';

/**
 * Fills an empty database with the demo content of docs/product/README.md#demo-content, dated relative to
 * now. Returns false when the database already had users (a second process or a restart seeds nothing).
 */
export async function seedDemoIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const seededAt = clock.now();
  const now = seededAt.toISOString();
  const userIds = new Map<string, string>();
  try {
    await db.transaction().execute(async (trx) => {
      for (const { key, ...user } of demoUsers) {
        const id = newId();
        userIds.set(key, id);
        await trx
          .insertInto('users')
          .values({
            ...user,
            id,
            search_text: memberSearchText(user),
            notification_forum: 0,
            password_hash: await hashPassword(DEMO_PASSWORD),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      await seedMeetings(trx, seededAt, userIds);
      await seedAxes(trx, seededAt, userIds);
      await seedOpenMasterclass(trx, seededAt);
      await seedForumAndTests(trx, seededAt, userIds);
      await seedDirectory(trx, seededAt);
      await seedDraws(trx, seededAt, userIds);
    });
  } catch (error) {
    // Another process seeded at the same moment: its content stands.
    const again = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (again) return false;
    throw error;
  }
  return true;
}
