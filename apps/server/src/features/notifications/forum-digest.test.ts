import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createMember,
  createThread,
  createThreadPost,
  type Member,
} from '../../test/factories.ts';
import { recipient, startMailbox, type Mailbox } from '../../test/mailbox.ts';

const HOUR = 3_600_000;
const mailsTo = (mailbox: Mailbox, email: string): ParsedMail[] =>
  mailbox.received.filter((m) => recipient(m) === email.toLowerCase());
const unsubscribeUrl = (mail: ParsedMail) =>
  /<(https?:\/\/[^>]+)>/.exec(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '')?.[1] ??
  '';

describe.each(engines)('forum notifications on %s (issue 16 §2)', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  const logLines: string[] = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url }, logLines });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  async function reply(member: Member, threadId: string, postContent: string) {
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    const res = await browser.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: threadId, postContent },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const run = async () => {
    await t.app.jobWorker.drain();
  };

  it('mails the other participants who want it, one digest an hour, and one-click unsubscribe turns only that off', async () => {
    t.clock.set(TEST_NOW);
    const axis = await createAxis(t.db, { title: 'Convivencia escolar' });
    const thread = await createThread(t.db, { axis_id: axis.id, title: '¿Cómo empezar la clase?' });
    const inigo = await createMember(t.db, { name: 'Íñigo', lastname: 'Peña', notification_forum: 1 });
    const berta = await createMember(t.db, { name: 'Berta', lastname: 'Ríos', notification_forum: 1 });
    const quiet = await createMember(t.db, { notification_forum: 0 });
    const dora = await createMember(t.db, { name: 'Dora', lastname: 'Díaz', notification_forum: 1 });
    const earlier = new Date(TEST_NOW.getTime() - HOUR).toISOString();
    for (const who of [inigo, berta, quiet])
      await createThreadPost(t.db, { thread_id: thread.id, user_id: who.id, created_at: earlier });

    await reply(
      dora,
      thread.id,
      '[quote=Íñigo Peña]Empiezo con una pregunta.[/quote]\nYo también, con una imagen.',
    );
    await run();
    expect(mailsTo(mailbox, inigo.email).map((m) => m.subject)).toEqual([
      'Dora Díaz te citó en «¿Cómo empezar la clase?»',
    ]);
    expect(mailsTo(mailbox, berta.email).map((m) => m.subject)).toEqual([
      'Dora Díaz respondió en «¿Cómo empezar la clase?»',
    ]);
    expect(mailsTo(mailbox, quiet.email)).toHaveLength(0);
    expect(mailsTo(mailbox, dora.email)).toHaveLength(0);
    const first = mailsTo(mailbox, inigo.email)[0]!;
    expect(first.text).toContain('Yo también, con una imagen.');
    expect(first.text).toContain(`/eje/${axis.slug}/foro-de-participacion/${thread.slug}/posts`);
    expect(first.html).toContain('lang="es"');

    // A busy thread: more replies within the hour wait for one digest.
    t.clock.advance(10 * 60_000);
    await reply(dora, thread.id, 'Otra idea: una canción.');
    t.clock.advance(10 * 60_000);
    await reply(dora, thread.id, 'Y una tercera.');
    await run();
    expect(mailsTo(mailbox, inigo.email)).toHaveLength(1);
    t.clock.set(new Date(TEST_NOW.getTime() + HOUR));
    await run();
    const digest = mailsTo(mailbox, inigo.email);
    expect(digest).toHaveLength(2);
    expect(digest[1]!.subject).toBe('2 mensajes nuevos en «¿Cómo empezar la clase?»');
    expect(digest[1]!.text).toContain('Otra idea: una canción.');
    expect(digest[1]!.text).toContain('Y una tercera.');
    expect(digest[1]!.text).not.toContain('Yo también');

    // One-click unsubscribe (RFC 8058): a POST without any session, as mail clients send it.
    const url = new URL(unsubscribeUrl(digest[1]!));
    expect(url.pathname).toMatch(/^\/correo\/baja\/[A-Za-z0-9_.-]+$/);
    const token = url.pathname.split('/').at(-1)!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/correo/baja/${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(404);
    const shown = await t.app.inject({ url: url.pathname });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Vas a dejar de recibir los correos del foro');
    const stored = () =>
      t.db
        .selectFrom('users')
        .select(['id', 'notification_forum', 'notification_reminders', 'notification_replay'])
        .where('id', 'in', [inigo.id, berta.id])
        .orderBy('id')
        .execute();
    expect((await stored()).every((u) => u.notification_forum === 1)).toBe(true);

    const done = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Ya no recibirás los correos del foro');
    const after = await stored();
    expect(after.find((u) => u.id === inigo.id)).toMatchObject({
      notification_forum: 0,
      notification_reminders: 1,
      notification_replay: 1,
    });
    expect(after.find((u) => u.id === berta.id)?.notification_forum).toBe(1);

    t.clock.advance(2 * HOUR);
    await reply(dora, thread.id, 'Una cuarta, para quien siga.');
    t.clock.advance(2 * HOUR);
    await run();
    expect(mailsTo(mailbox, inigo.email)).toHaveLength(2);
    expect(mailsTo(mailbox, berta.email)).toHaveLength(3);
    // The signed token is never written to the log.
    expect(logLines.some((line) => line.includes(token.slice(0, 20)))).toBe(false);
  });
});

/**
 * Issue 35, item 12: with the system's clock a digest's `since` read after the reply was stored left
 * the reply out of its own digest ("No hay mensajes nuevos."), which a clock standing still hides.
 */
describe.each(engines)('forum notifications with the real clock, on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url }, clock: 'real' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  async function reply(member: Member, threadId: string, postContent: string) {
    const browser = new Browser(t.app);
    expect((await browser.signIn(member.email, member.password)).statusCode).toBe(303);
    const res = await browser.request({
      method: 'POST',
      url: '/api/axis/threads/post',
      payload: { id: threadId, postContent },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('mails each reply to the others, two replies a few milliseconds apart', async () => {
    const axis = await createAxis(t.db);
    const thread = await createThread(t.db, { axis_id: axis.id, title: 'Lecturas para el aula' });
    const docente = await createMember(t.db, { name: 'Ana', lastname: 'Mora', notification_forum: 1 });
    const completo = await createMember(t.db, { name: 'Luis', lastname: 'Soto', notification_forum: 1 });
    const third = await createMember(t.db, { name: 'Eva', lastname: 'Gil', notification_forum: 1 });
    const earlier = new Date(Date.now() - HOUR).toISOString();
    for (const who of [completo, third])
      await createThreadPost(t.db, { thread_id: thread.id, user_id: who.id, created_at: earlier });

    await reply(docente, thread.id, 'Propongo empezar por los cuentos.');
    await reply(completo, thread.id, 'De acuerdo, y luego los poemas.');
    await t.app.jobWorker.drain();

    const cancelled = await t.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('kind', '=', 'forum-digest')
      .where('status', '!=', 'sent')
      .execute();
    expect(cancelled).toEqual([]);
    const toCompleto = mailsTo(mailbox, completo.email);
    expect(toCompleto).toHaveLength(1);
    expect(toCompleto[0]!.text).toContain('Propongo empezar por los cuentos.');
    const toDocente = mailsTo(mailbox, docente.email);
    expect(toDocente).toHaveLength(1);
    expect(toDocente[0]!.text).toContain('De acuerdo, y luego los poemas.');
    // One digest for the third participant, with both replies.
    const toThird = mailsTo(mailbox, third.email);
    expect(toThird).toHaveLength(1);
    expect(toThird[0]!.text).toContain('Propongo empezar por los cuentos.');
    expect(toThird[0]!.text).toContain('De acuerdo, y luego los poemas.');
  });
});
