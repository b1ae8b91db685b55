import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingFormValues } from '@foro/shared/meetings/admin-schemas';
import { CHAT_LINK_INVALID, VIDEO_LINK_INVALID } from '@foro/shared/media/video-links';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';

// The meeting, route and open-masterclass forms take the links staff have and store the embed
// addresses (issue 33 item 5, decision 0063); a link that is not a video is a Spanish 422.

const ID = 'dQw4w9WgXcQ';
const MAIN = 'claves-para-conectar-con-tus-estudiantes';

const meetingInput = (overrides: Partial<MeetingFormValues> = {}): MeetingFormValues => ({
  title: 'Con enlaces de YouTube',
  date: '2026-04-15',
  time: '18:00',
  time_zone: 'America/Bogota',
  duration_minutes: 90,
  ...overrides,
});

describe.each(engines)('video links in the back office forms on %s', (engine) => {
  let t: TestApp;
  let staff: Browser;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: true });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
  });
  afterAll(() => t.close());

  const meetingCount = async () => (await t.db.selectFrom('meetings').select('id').execute()).length;

  it('stores a meeting’s watch?v=, youtu.be with t= and Vimeo links, and its live chat, as embeds', async () => {
    const answer = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput({
        video_inner: `https://youtu.be/${ID}?t=1m30s`,
        iframe_event: `https://www.youtube.com/watch?v=${ID}`,
        iframe_chat: `https://www.youtube.com/live_chat?v=${ID}&embed_domain=otro.example.org`,
        iframe_post_event: 'https://vimeo.com/76979871/a1b2c3d4e5',
      }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = await t.db
      .selectFrom('meetings')
      .select(['video_inner', 'iframe_event', 'iframe_chat', 'iframe_post_event'])
      .where('id', '=', answer.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      video_inner: `https://www.youtube-nocookie.com/embed/${ID}?start=90`,
      iframe_event: `https://www.youtube-nocookie.com/embed/${ID}`,
      iframe_chat: `https://www.youtube.com/live_chat?v=${ID}`,
      iframe_post_event: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    });
  });

  it('takes the live video’s own link as its chat', async () => {
    const answer = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput({ title: 'Chat del vídeo', iframe_chat: `https://www.youtube.com/live/${ID}` }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().values.iframe_chat).toBe(`https://www.youtube.com/live_chat?v=${ID}`);
  });

  it('refuses a YouTube address that is no video, and a chat that is none, with Spanish 422s, storing nothing', async () => {
    const before = await meetingCount();
    const channel = await staff.request({
      method: 'POST',
      url: '/api/admin/meetings',
      payload: meetingInput({
        iframe_event: 'https://www.youtube.com/@CanalDelForo',
        iframe_chat: 'https://www.youtube.com/feed/trending',
        iframe_post_event: 'no es un enlace',
      }),
    });
    expect(channel.statusCode).toBe(422);
    expect(channel.json().errors).toEqual({
      iframe_event: VIDEO_LINK_INVALID,
      iframe_chat: CHAT_LINK_INVALID,
      iframe_post_event: VIDEO_LINK_INVALID,
    });
    expect(await meetingCount()).toBe(before);
  });

  it('stores a route’s intro video and its masterclass video and chat as embeds, and refuses what is no video', async () => {
    const main = await t.db
      .selectFrom('axes')
      .select('id')
      .where('slug', '=', MAIN)
      .executeTakeFirstOrThrow();
    const five = (await staff.request({ url: `/api/admin/axes/${main.id}/steps/5` })).json();
    const saved = await staff.request({
      method: 'PUT',
      url: `/api/admin/axes/${main.id}/steps/5`,
      payload: {
        ...five.form,
        revision: five.revision,
        iframes: [
          { url: `https://m.youtube.com/watch?v=${ID}&t=45`, iframe_type: 'video' },
          { url: `https://youtu.be/${ID}`, iframe_type: 'chat' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await staff.request({ url: `/api/admin/axes/${main.id}/steps/5` })).json();
    expect(after.form.iframes).toEqual([
      { url: `https://www.youtube-nocookie.com/embed/${ID}?start=45`, iframe_type: 'video' },
      { url: `https://www.youtube.com/live_chat?v=${ID}`, iframe_type: 'chat' },
    ]);

    const bad = await staff.request({
      method: 'PUT',
      url: `/api/admin/axes/${main.id}/steps/5`,
      payload: {
        ...after.form,
        revision: after.revision,
        iframes: [{ url: 'https://vimeo.com/channels/staffpicks', iframe_type: 'video' }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['iframes.0.url']).toBe(VIDEO_LINK_INVALID);
    expect((await staff.request({ url: `/api/admin/axes/${main.id}/steps/5` })).json()).toEqual(after);

    const axis = (await staff.request({ url: `/api/admin/axes/${main.id}` })).json();
    const video = await staff.request({
      method: 'PUT',
      url: `/api/admin/axes/${main.id}`,
      payload: { ...axis.axis, revision: axis.revision, video_inner: 'vimeo.com/76979871' },
    });
    expect(video.statusCode, video.body).toBe(200);
    expect((await staff.request({ url: `/api/admin/axes/${main.id}` })).json().axis.video_inner).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('stores the open masterclass’s links as embeds and refuses a link that is no video', async () => {
    const m = (await staff.request({ url: '/api/admin/open-masterclass' })).json().masterclass;
    const { revision, published: _p, updatedAt: _u, ...fields } = m;
    const saved = await staff.request({
      method: 'PUT',
      url: '/api/admin/open-masterclass',
      payload: {
        ...fields,
        video: `https://www.youtube.com/live/${ID}?si=abc`,
        chat: `https://www.youtube.com/live_chat?v=${ID}`,
        revision,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().masterclass).toMatchObject({
      video: `https://www.youtube-nocookie.com/embed/${ID}`,
      chat: `https://www.youtube.com/live_chat?v=${ID}`,
    });
    const bad = await staff.request({
      method: 'PUT',
      url: '/api/admin/open-masterclass',
      payload: { ...fields, video: 'https://www.youtube.com/', revision: revision + 1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ video: VIDEO_LINK_INVALID });
  });

  it('lets YouTube’s chat page, and only that page of youtube.com, be framed by default', async () => {
    // A page's policy (the test app has no built shell: the sign-in page is one).
    const csp = (await staff.request({ url: '/connect' })).headers['content-security-policy'] as string;
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src'))!;
    expect(frameSrc.trim().split(/\s+/)).toEqual([
      'frame-src',
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://vimeo.com',
      'https://www.youtube.com/live_chat',
    ]);
  });
});
