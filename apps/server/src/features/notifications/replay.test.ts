import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createMeeting, createMember, signedInMember } from '../../test/factories.ts';
import { recipient, startMailbox, type Mailbox } from '../../test/mailbox.ts';

const MINUTE = 60_000;

describe.each(engines)('"Ya puedes ver la grabación" on %s (issue 16 §2)', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('mails the registered members who did not attend once staff publish the replay, once', async () => {
    t.clock.set(TEST_NOW);
    // Ended an hour ago: 90 minutes from two and a half hours before TEST_NOW.
    const meeting = await createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 150 * MINUTE).toISOString(),
      title: 'Leer en voz alta',
    });
    const [absent, present, quiet, stranger] = await Promise.all([
      createMember(t.db),
      createMember(t.db),
      createMember(t.db, { notification_replay: 0 }),
      createMember(t.db),
    ]);
    for (const who of [absent, present, quiet])
      await t.db
        .insertInto('meeting_inscriptions')
        .values({ meeting_id: meeting.id, user_id: who.id, created_at: TEST_NOW.toISOString() })
        .execute();
    const minute0 = Math.floor((TEST_NOW.getTime() - 150 * MINUTE) / MINUTE);
    await t.db
      .insertInto('meeting_attendance')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          meeting_id: meeting.id,
          user_id: present.id,
          mode: 'live' as const,
          minute: minute0 + i,
          created_at: TEST_NOW.toISOString(),
        })),
      )
      .execute();

    const { browser: staff } = await signedInMember(t, { role: 'staff' });
    const stored = (await staff.request({ url: `/api/admin/meetings/${meeting.id}` })).json();
    const saved = await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${meeting.id}`,
      payload: {
        ...stored.values,
        iframe_post_event: 'https://player.vimeo.com/video/123456',
        revision: stored.revision,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.jobWorker.drain();
    // Saved again: no second round.
    const again = (await staff.request({ url: `/api/admin/meetings/${meeting.id}` })).json();
    await staff.request({
      method: 'PUT',
      url: `/api/admin/meetings/${meeting.id}`,
      payload: { ...again.values, topic: 'Otro tema', revision: again.revision },
    });
    await t.app.jobWorker.drain();

    const to = (email: string) => mailbox.received.filter((m) => recipient(m) === email.toLowerCase());
    expect(to(absent.email).map((m) => m.subject)).toEqual([
      'Ya puedes ver la grabación de «Leer en voz alta»',
    ]);
    expect(to(absent.email)[0]!.text).toContain(`/encuentros/${meeting.slug}/vive-el-encuentro`);
    expect(to(present.email)).toHaveLength(0);
    expect(to(quiet.email)).toHaveLength(0);
    expect(to(stranger.email)).toHaveLength(0);
  });
});
