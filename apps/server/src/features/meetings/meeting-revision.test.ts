import ICAL from 'ical.js';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations/index.ts';
import { createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeetingsRepository } from './meetings.repository.ts';
import { createMeetingsService } from './meetings.service.ts';

const SLUG = 'la-lectura-en-la-era-digital';

/** The one event of the calendar file, as ical.js (Thunderbird's parser) reads it. */
function eventOf(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return {
    uid: vevent.getFirstPropertyValue('uid') as string,
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

describe.each(engines)('meeting revisions on %s', (engine) => {
  let t: TestApp;
  const download = async () => {
    const res = await t.app.inject({ url: `/api/meeting/${SLUG}/calendar` });
    expect(res.statusCode).toBe(200);
    return eventOf(res.body);
  };
  const service = () =>
    createMeetingsService({
      repo: createMeetingsRepository(t.db),
      clock: t.clock,
      publicUrl: 'https://x.test',
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
  });
  afterAll(() => t.close());

  it('gives meetings that existed before the migration revision 0 and keeps their updated_at', async () => {
    const before = await t.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute();
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    // Back to the migration before this one, whatever came after it.
    const down = await migrator.migrateTo('2026-11-23-012-email-changes');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('2026-11-23-013-meeting-revision');
    await migrateToLatest(t.db);
    const after = await t.db
      .selectFrom('meetings')
      .select(['id', 'updated_at', 'revision'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before.map((r) => ({ ...r, revision: 0 })));
  });

  it('writes SEQUENCE and LAST-MODIFIED that grow with every change, under the same UID', async () => {
    const first = await download();
    expect(first.sequence).toBe(0);
    try {
      t.clock.set(new Date('2026-03-11T10:00:00.000Z'));
      await service().update(SLUG, { starts_at: '2026-03-15T22:00:00.000Z' });
      const second = await download();
      expect(second.uid).toBe(first.uid);
      expect(second.sequence).toBe(1);
      expect(second.lastModified).toBe('2026-03-11T10:00:00.000Z');
      expect(Date.parse(second.lastModified)).toBeGreaterThan(Date.parse(first.lastModified));
      expect(second.start).toBe('2026-03-15T22:00:00.000Z');

      t.clock.set(new Date('2026-03-12T08:30:00.000Z'));
      await service().update(SLUG, { title: 'La lectura en la era digital (nueva fecha)' });
      const third = await download();
      expect(third.uid).toBe(first.uid);
      expect(third.sequence).toBe(2);
      expect(third.lastModified).toBe('2026-03-12T08:30:00.000Z');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('answers 404 for a change of a meeting that does not exist, and changes nothing', async () => {
    const before = await t.db.selectFrom('meetings').select(['slug', 'revision']).execute();
    await expect(service().update('no-existe', { title: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.db.selectFrom('meetings').select(['slug', 'revision']).execute()).toEqual(before);
  });
});
