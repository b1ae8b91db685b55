import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createMeeting, signedInMember } from '../../test/factories.ts';

/**
 * Issue 35, item 5: revisions are 32-bit integer columns; a larger one in a save is bad input (422
 * with the field's Spanish error) on both engines, never PostgreSQL's out-of-range 500.
 */
describe.each(engines)('a revision beyond the column’s range, on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
  });
  afterAll(() => t.close());

  const tooLarge = [2_147_483_648, 9_007_199_254_740_991, '2147483648'];

  it.each(tooLarge)('refuses %s on a home item and changes nothing', async (revision) => {
    const created = await staff.request({
      method: 'POST',
      url: '/api/admin/home-items',
      payload: {
        title: 'Elemento',
        excerpt: 'Un texto.',
        img: '/media/demo/item-1.svg',
        url: '/bases-del-sorteo',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const answer = await staff.request({
      method: 'POST',
      url: `/api/admin/home-items/${id}/publish`,
      payload: { revision },
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors.revision).toMatch(/versión del contenido no es válida/);
    const row = await t.db
      .selectFrom('home_items')
      .select(['revision', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ revision: 1, published_at: null });
  });

  it.each(tooLarge)('refuses %s on a meeting and changes nothing', async (revision) => {
    const meeting = await createMeeting(t.db, { published_at: null });
    const answer = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${meeting.id}/publish`,
      payload: { revision },
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors.revision).toMatch(/versión del contenido no es válida/);
    const row = await t.db
      .selectFrom('meetings')
      .select('published_at')
      .where('id', '=', meeting.id)
      .executeTakeFirstOrThrow();
    expect(row.published_at).toBeNull();
  });

  it('still takes the largest revision the column holds as a stale copy (409), not bad input', async () => {
    const meeting = await createMeeting(t.db, { published_at: null });
    const answer = await staff.request({
      method: 'POST',
      url: `/api/admin/meetings/${meeting.id}/publish`,
      payload: { revision: 2_147_483_647 },
    });
    expect(answer.statusCode, answer.body).toBe(409);
  });
});
