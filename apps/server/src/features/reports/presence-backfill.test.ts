import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations/index.ts';
import { createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember } from '../../test/factories.ts';

describe.each(engines)('migration 038 on %s (docs/decisions/0043-reports.md)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('fills the members’ totals of minutes from the minutes recorded before it', async () => {
    const meeting = await createMeeting(t.db);
    const [ana, luis] = [await createMember(t.db), await createMember(t.db)];
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    const down = await migrator.migrateTo('2026-11-26-037-submission-keys');
    expect(down.error).toBeUndefined();
    const minute = (user_id: string, mode: 'live' | 'replay', n: number) => ({
      meeting_id: meeting.id,
      user_id,
      mode,
      minute: n,
      created_at: '2026-03-01T10:00:00.000Z',
    });
    await t.db
      .insertInto('meeting_attendance')
      .values([
        ...Array.from({ length: 31 }, (_, n) => minute(ana.id, 'live', n)),
        ...Array.from({ length: 4 }, (_, n) => minute(ana.id, 'replay', n)),
        minute(luis.id, 'replay', 7),
      ])
      .execute();
    await migrateToLatest(t.db);
    const totals = await t.db
      .selectFrom('meeting_presence')
      .select(['user_id', 'mode', 'minutes'])
      .orderBy('minutes', 'desc')
      .execute();
    expect(totals).toEqual([
      { user_id: ana.id, mode: 'live', minutes: 31 },
      { user_id: ana.id, mode: 'replay', minutes: 4 },
      { user_id: luis.id, mode: 'replay', minutes: 1 },
    ]);
  });
});
