import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { createAxis, createAxisCoach, createCoach } from '../../test/factories.ts';

/**
 * Issue 35, item 5: a thread's address is the first free slug of its title, chosen before the insert;
 * identical creations at once must each get their own address (one insert may lose the race to the
 * unique index and try again), never a 500, on both engines. A title with no letter or digit (only
 * punctuation or emoji) falls back to `conversacion` and races the same way.
 */
describe.each(engines)('four identical thread creations at once, on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const admin = await createCoach(t.db, { role: 'staff' });
    staff = new Browser(t.app);
    await staff.signIn(admin.email, admin.password);
  });
  afterAll(() => t.close());

  const titles = ['Bienvenida a la ruta', '¡¿…?!', '🙂🎉🙂'];

  it.each(titles)('staff: %s gets four addresses, no 5xx', async (title) => {
    const axis = await createAxis(t.db);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        staff.request({
          method: 'POST',
          url: `/api/admin/axes/${axis.id}/threads`,
          payload: { title, coach_id: null },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const slugs = answers.map((a) => (a.json() as { slug: string }).slug);
    expect(new Set(slugs).size).toBe(4);
    const rows = await t.db.selectFrom('threads').select('slug').where('axis_id', '=', axis.id).execute();
    expect(rows.map((r) => r.slug).sort()).toEqual([...slugs].sort());
  });

  it.each(titles)('coach: %s gets four addresses, no 5xx', async (title) => {
    const axis = await createAxis(t.db);
    const coachUser = await createCoach(t.db);
    await createAxisCoach(t.db, { axis_id: axis.id, user_id: coachUser.id });
    const coach = new Browser(t.app);
    await coach.signIn(coachUser.email, coachUser.password);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        coach.request({
          method: 'POST',
          url: `/api/axis/${axis.slug}/threads`,
          payload: { title, postContent: 'Hola a todos' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const slugs = answers.map((a) => (a.json() as { slug: string }).slug);
    expect(new Set(slugs).size).toBe(4);
    const posts = await t.db
      .selectFrom('thread_posts')
      .innerJoin('threads', 'threads.id', 'thread_posts.thread_id')
      .select('threads.slug')
      .where('threads.axis_id', '=', axis.id)
      .execute();
    expect(posts.map((p) => p.slug).sort()).toEqual([...slugs].sort());
  });
});
