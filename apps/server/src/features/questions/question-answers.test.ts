import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion, MyQuestion } from '@foro/shared/questions/admin-schemas';
import type { SharedQuestionList } from '@foro/shared/questions/shared-list';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { createAxis, createCoach, createMeeting, createMember } from '../../test/factories.ts';
import { recipient, startMailbox, type Mailbox } from '../../test/mailbox.ts';

/**
 * Written answers (issue 34 item 3, docs/decisions/0075-written-answers-and-forgiving-moderation.md):
 * staff and the meeting's host write them, the member reads them where they asked and gets them by mail.
 */
describe.each(engines)('written answers to questions on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staff: Browser;

  const signedIn = async (email: string) => {
    const browser = new Browser(t.app);
    expect((await browser.signIn(email)).statusCode).toBe(303);
    return browser;
  };
  async function ask(table: 'meeting_questions' | 'axis_questions', ownerId: string, userId: string) {
    const id = newId();
    const at = TEST_NOW.toISOString();
    if (table === 'meeting_questions')
      await t.db
        .insertInto('meeting_questions')
        .values({
          id,
          meeting_id: ownerId,
          user_id: userId,
          question: '¿Cómo evalúo la lectura?',
          created_at: at,
        })
        .execute();
    else
      await t.db
        .insertInto('axis_questions')
        .values({ id, axis_id: ownerId, user_id: userId, question: '¿Qué libro recomienda?', created_at: at })
        .execute();
    return id;
  }
  const answerUrl = (source: 'meeting' | 'axis', id: string) => `/api/admin/questions/${source}/${id}/answer`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, { env: { SMTP_URL: mailbox.url } });
    staff = await signedIn((await createMember(t.db, { role: 'staff' })).email);
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it("lets the meeting's host answer in writing: audited, marked answered, read by the member, mailed once", async () => {
    t.clock.set(TEST_NOW);
    const hostUser = await createMember(t.db);
    const asker = await createMember(t.db, { name: 'Ana', lastname: 'Rojas' });
    const meeting = await createMeeting(t.db, { host_user_id: hostUser.id, title: 'Leer juntos' });
    const qid = await ask('meeting_questions', meeting.id, asker.id);
    const host = await signedIn(hostUser.email);

    const first = await host.request({
      method: 'PUT',
      url: answerUrl('meeting', qid),
      payload: { answer: '  Con una rúbrica <b>sencilla</b>.\r\n\r\nY lectura en voz alta. ' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const written = first.json() as AdminQuestion;
    // Plain text: kept as typed (shown as text, never as HTML), trimmed, one kind of line end.
    expect(written).toMatchObject({
      answer: 'Con una rúbrica <b>sencilla</b>.\n\nY lectura en voz alta.',
      answeredAt: expect.any(String),
      answerAt: expect.any(String),
    });

    // The member reads it under their question.
    const member = await signedIn(asker.email);
    const mine = (
      await member.request({ url: `/api/meeting/${meeting.slug}/questions/mine` })
    ).json() as MyQuestion[];
    expect(mine).toEqual([
      expect.objectContaining({ id: qid, answered: true, answer: written.answer, held: false }),
    ]);

    // A correction changes what the member reads, is audited, and is not mailed again.
    t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const fixed = await host.request({
      method: 'PUT',
      url: answerUrl('meeting', qid),
      payload: { answer: 'Con una rúbrica sencilla y lectura en voz alta.' },
    });
    expect(fixed.statusCode).toBe(200);
    expect((fixed.json() as AdminQuestion).answerAt).toBe(written.answerAt);
    await t.app.jobWorker.drain();

    const mails = mailbox.received.filter((m) => recipient(m) === asker.email.toLowerCase());
    expect(mails.map((m) => m.subject)).toEqual(['Respondieron tu pregunta en el encuentro «Leer juntos»']);
    expect(mails[0]!.text).toContain('Con una rúbrica sencilla y lectura en voz alta.');
    expect(mails[0]!.text).toContain(`/encuentros/${meeting.slug}/interactua#tus-preguntas`);
    const unsubscribe = mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
    expect(unsubscribe).toMatch(/\/correo\/baja\//);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_email', 'changes_json'])
      .where('item_id', '=', qid)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.actor_email)).toEqual([hostUser.email, hostUser.email]);
    expect(JSON.parse(audit[1]!.changes_json).answer).toEqual({
      before: written.answer,
      after: 'Con una rúbrica sencilla y lectura en voz alta.',
    });
  });

  it("shows the answer in a shared meeting's list and lets staff answer a route expert's question", async () => {
    const asker = await createMember(t.db);
    const reader = await createMember(t.db);
    const meeting = await createMeeting(t.db, { questions_mode: 'shared' });
    const qid = await ask('meeting_questions', meeting.id, asker.id);
    await t.db
      .updateTable('meeting_questions')
      .set({ approved_at: TEST_NOW.toISOString() })
      .where('id', '=', qid)
      .execute();
    expect(
      (await staff.request({ method: 'PUT', url: answerUrl('meeting', qid), payload: { answer: 'Sí.' } }))
        .statusCode,
    ).toBe(200);
    const list = (
      await (await signedIn(reader.email)).request({ url: `/api/meeting/${meeting.slug}/questions` })
    ).json() as SharedQuestionList;
    expect(list.questions).toEqual([expect.objectContaining({ id: qid, answered: true, answer: 'Sí.' })]);

    const axis = await createAxis(t.db, { title: 'Ruta de lectura' });
    const axisQuestion = await ask('axis_questions', axis.id, asker.id);
    const answered = await staff.request({
      method: 'PUT',
      url: answerUrl('axis', axisQuestion),
      payload: { answer: 'El principito.' },
    });
    expect(answered.statusCode).toBe(200);
    await t.app.jobWorker.drain();
    const mails = mailbox.received.filter((m) => recipient(m) === asker.email.toLowerCase());
    expect(mails.map((m) => m.subject)).toContain('Respondieron tu pregunta en la ruta «Ruta de lectura»');
  });

  it('does not mail a member who turned these mails off (the job says why)', async () => {
    const quiet = await createMember(t.db, { notification_answers: 0 });
    const meeting = await createMeeting(t.db);
    const qid = await ask('meeting_questions', meeting.id, quiet.id);
    expect(
      (
        await staff.request({
          method: 'PUT',
          url: answerUrl('meeting', qid),
          payload: { answer: 'Claro que sí.' },
        })
      ).statusCode,
    ).toBe(200);
    await t.app.jobWorker.drain();
    expect(mailbox.received.filter((m) => recipient(m) === quiet.email.toLowerCase())).toHaveLength(0);
    const job = await t.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('subject_id', '=', qid)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('cancelled');
  });

  it('refuses bad input with Spanish field errors (422) and an unknown question with 404', async () => {
    const meeting = await createMeeting(t.db);
    const qid = await ask('meeting_questions', meeting.id, (await createMember(t.db)).id);
    for (const [payload, message] of [
      [{}, 'Escribe la respuesta.'],
      [{ answer: '   ' }, 'Escribe la respuesta.'],
      [{ answer: 42 }, 'Escribe la respuesta.'],
      [{ answer: 'x'.repeat(4001) }, 'La respuesta puede tener hasta 4000 caracteres.'],
    ] as const) {
      const refused = await staff.request({ method: 'PUT', url: answerUrl('meeting', qid), payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().errors).toEqual({ answer: message });
    }
    expect(
      (
        await staff.request({
          method: 'PUT',
          url: answerUrl('meeting', newId()),
          payload: { answer: 'Hola.' },
        })
      ).statusCode,
    ).toBe(404);
    const row = await t.db
      .selectFrom('meeting_questions')
      .select('answer')
      .where('id', '=', qid)
      .executeTakeFirstOrThrow();
    expect(row.answer).toBeNull();
  });

  it("refuses a visitor (401), a member, a coach and another meeting's host (403); a host never answers a route's question", async () => {
    const hostUser = await createMember(t.db);
    const other = await createMeeting(t.db);
    await createMeeting(t.db, { host_user_id: hostUser.id });
    const asker = await createMember(t.db);
    const qid = await ask('meeting_questions', other.id, asker.id);
    const axisQuestion = await ask('axis_questions', (await createAxis(t.db)).id, asker.id);
    const visitor = new Browser(t.app);
    await visitor.request({ url: '/api/sanctum/csrf-cookie' });
    const payload = { answer: 'Respuesta de quien no debe.' };
    expect(
      (await visitor.request({ method: 'PUT', url: answerUrl('meeting', qid), payload })).statusCode,
    ).toBe(401);
    for (const browser of [
      await signedIn(asker.email),
      await signedIn((await createCoach(t.db)).email),
      await signedIn(hostUser.email),
    ]) {
      expect(
        (await browser.request({ method: 'PUT', url: answerUrl('meeting', qid), payload })).statusCode,
      ).toBe(403);
      expect(
        (await browser.request({ method: 'PUT', url: answerUrl('axis', axisQuestion), payload })).statusCode,
      ).toBe(403);
    }
    const rows = await t.db.selectFrom('meeting_questions').select('answer').where('id', '=', qid).execute();
    expect(rows).toEqual([{ answer: null }]);
  });
});
