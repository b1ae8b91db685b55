import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createAxis, createAxisStep, createMember } from '../../test/factories.ts';
import { createOpenAccessRepository } from '../open-access/index.ts';

// Issue 33 item 6: a route masterclass and the open masterclass follow the meetings' states (before,
// live, after) by the server's clock; a masterclass lasts 90 minutes (its start is all routes store).

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(engines)('masterclass states on %s', (engine) => {
  let t: TestApp;
  let member: Browser;
  let slug = '';
  let stepSlug = '';
  const startsAt = new Date(TEST_NOW.getTime() - 3 * DAY);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const month = new Date(TEST_NOW.getTime() - 30 * DAY).toISOString();
    const axis = await createAxis(t.db, { published_at: month, starts_at: month });
    slug = axis.slug;
    const step = await createAxisStep(t.db, {
      axis_id: axis.id,
      step_count: 5,
      kind: 'masterclass',
      open_date: new Date(startsAt.getTime() - 7 * DAY).toISOString(),
      starts_at: startsAt.toISOString(),
      iframes_json: JSON.stringify([{ url: 'https://player.vimeo.com/video/1', iframe_type: 'video' }]),
    });
    stepSlug = step.slug;
    const person = await createMember(t.db);
    member = new Browser(t.app);
    await member.signIn(person.email);
  });
  afterEach(() => t.clock.set(TEST_NOW));
  afterAll(() => t.close());

  const phases = async () => {
    const info = (await member.request({ url: `/api/axis/info/${slug}` })).json();
    const page = await member.request({ url: `/api/axis/${slug}/masterclass/${stepSlug}` });
    expect(page.statusCode, page.body).toBe(200);
    return { card: info.masterclass.phase, page: page.json().phase };
  };

  it('is after its time three days later (it showed "en vivo" before)', async () => {
    expect(await phases()).toEqual({ card: 'after', page: 'after' });
  });

  it('is before until its start, live for its 90 minutes, after from then', async () => {
    t.clock.set(new Date(startsAt.getTime() - MINUTE));
    expect(await phases()).toEqual({ card: 'before', page: 'before' });
    t.clock.set(startsAt);
    expect(await phases()).toEqual({ card: 'live', page: 'live' });
    t.clock.set(new Date(startsAt.getTime() + 89 * MINUTE));
    expect(await phases()).toEqual({ card: 'live', page: 'live' });
    t.clock.set(new Date(startsAt.getTime() + 90 * MINUTE));
    expect(await phases()).toEqual({ card: 'after', page: 'after' });
  });

  describe('the open masterclass', () => {
    let guest: Browser;
    beforeAll(async () => {
      const at = new Date(TEST_NOW.getTime() - 30 * DAY).toISOString();
      await createOpenAccessRepository(t.db).insertOpenMasterclass({
        title: 'Masterclass abierta',
        intro: '',
        starts_at: startsAt.toISOString(),
        video: '/media/demo/masterclass.mp4',
        chat: 'https://player.vimeo.com/chat/1',
        bg_desk: '/media/a.jpg',
        bg_tablet: '/media/a.jpg',
        bg_mobile: '/media/a.jpg',
        published_at: at,
        created_at: at,
        updated_at: at,
      });
      guest = new Browser(t.app);
      await guest.request({ url: '/api/sanctum/csrf-cookie' });
      const sent = await guest.request({
        method: 'POST',
        url: '/api/free-access',
        payload: {
          email: 'visitante@colegio.edu.co',
          country: 'colombia',
          captchaToken: await t.app.services.botcheck.issueTestToken(),
        },
      });
      expect(sent.statusCode).toBe(200);
    });

    const state = async () => {
      const summary = (await guest.request({ url: '/api/free-access/masterclass' })).json();
      const live = (await guest.request({ url: '/api/free-access/live' })).json();
      return { summary: summary.phase, live: live.phase, video: live.video, chat: live.chat };
    };

    it('is after its time, keeps the video as its replay and drops the live chat', async () => {
      expect(await state()).toEqual({
        summary: 'after',
        live: 'after',
        video: '/media/demo/masterclass.mp4',
        chat: '',
      });
    });

    it('is before with nothing to play, then live with video and chat', async () => {
      t.clock.set(new Date(startsAt.getTime() - MINUTE));
      expect(await state()).toEqual({ summary: 'before', live: 'before', video: '', chat: '' });
      t.clock.set(new Date(startsAt.getTime() + 30 * MINUTE));
      expect(await state()).toEqual({
        summary: 'live',
        live: 'live',
        video: '/media/demo/masterclass.mp4',
        chat: 'https://player.vimeo.com/chat/1',
      });
    });
  });
});
