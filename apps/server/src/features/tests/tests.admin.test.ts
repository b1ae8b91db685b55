import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictMessage } from '@foro/shared/admin/schemas';
import { SCORING_LOCKED, TEN_QUESTIONS, type TestCreateInput } from '@foro/shared/tests/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, type TestApp } from '../../test/app.ts';
import { hashPassword } from '../../lib/passwords.ts';

const MAIN = 'claves-para-conectar-con-tus-estudiantes';

/** A practical case as the editor sends it: the right answer of question i is answer i % 3. */
function caseInput(axisId: string, title: string, questions = 10): TestCreateInput {
  return {
    axisId,
    title,
    speaker: 'Ponente de prueba',
    imageList: '/media/demo/caso-1.svg',
    description: `Descripción de ${title}`,
    intro: [{ title: 'La situación', text: 'Un aula con muchas preguntas.' }],
    questions: Array.from({ length: questions }, (_, i) => ({
      question: `Pregunta ${i + 1}`,
      answers: ['A', 'B', 'C'].map((letter) => ({ text: `Respuesta ${letter} de ${i + 1}` })),
      correct: i % 3,
    })),
  };
}

/** A member of our own, signed in (no test depends on what the demo members did). */
async function createMember(t: TestApp): Promise<Browser> {
  const email = `docente-${newId().slice(0, 8)}@example.org`;
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('users')
    .values({
      id: newId(),
      email,
      password_hash: await hashPassword('demo1234'),
      name: 'Docente',
      lastname: 'De Prueba',
      country: 'colombia',
      city: 'Medellín',
      role: 'member',
      rol: 'DOCENTE',
      search_text: '',
      updated_fields: 1,
      notification_forum: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const browser = new Browser(t.app);
  expect((await browser.signIn(email)).statusCode).toBe(303);
  return browser;
}

type Answered = { id: string; answers: Array<{ id: string; text: string }> };

/** Chooses the case and answers it: the first `right` questions right, the others wrong. */
async function answer(member: Browser, testId: string, right: number) {
  const chose = await member.request({
    method: 'POST',
    url: `/api/axis/${MAIN}/tests/selection`,
    payload: { test: testId },
  });
  expect(chose.statusCode).toBe(200);
  const taken = await member.request({ url: `/api/test/${MAIN}` });
  expect(taken.statusCode).toBe(200);
  expect(taken.body).not.toMatch(/correct/i);
  const questions: Answered[] = taken.json().test.questions;
  // caseInput's right answer of question i is the answer i % 3; its texts say which.
  const rightOf = (q: Answered, i: number) => q.answers[i % 3]!.id;
  const wrongOf = (q: Answered, i: number) => q.answers[(i + 1) % 3]!.id;
  return member.request({
    method: 'POST',
    url: `/api/test/save/${MAIN}`,
    payload: {
      questions: questions.map((q, i) => ({ id: q.id, answer: i < right ? rightOf(q, i) : wrongOf(q, i) })),
    },
  });
}

describe.each(engines)(
  'practical cases in the back office on %s (docs/product/tests.md#back-office)',
  (engine) => {
    let t: TestApp;
    let staff: Browser;
    let axisId: string;
    const counts = async () => ({
      tests: (await t.db.selectFrom('tests').select('id').execute()).length,
      questions: (await t.db.selectFrom('test_questions').select('id').execute()).length,
      audit: (await t.db.selectFrom('audit_log').select('id').execute()).length,
    });
    const create = async (title: string, questions = 10) =>
      staff.request({
        method: 'POST',
        url: '/api/admin/tests',
        payload: caseInput(axisId, title, questions),
      });
    const publish = async (id: string, revision: number) =>
      staff.request({ method: 'POST', url: `/api/admin/tests/${id}/publish`, payload: { revision } });

    beforeAll(async () => {
      t = await createTestApp(engine, { seed: true });
      staff = new Browser(t.app);
      await staff.signIn('admin@example.org');
      axisId = (await t.db.selectFrom('axes').select('id').where('slug', '=', MAIN).executeTakeFirstOrThrow())
        .id;
    });
    afterAll(() => t.close());

    it('creates a draft with 10 questions that members see only once it is published, and scores it', async () => {
      const created = await create('Caso nuevo de convivencia');
      expect(created.statusCode).toBe(200);
      const draft = created.json();
      expect(draft).toMatchObject({ state: 'draft', revision: 1, scoringLocked: false, answered: 0 });
      expect(draft.questions).toHaveLength(10);
      expect(draft.questions[4].correct).toBe(1);

      const member = await createMember(t);
      const listed = async (who: Browser) =>
        (await who.request({ url: `/api/axis/${MAIN}/tests/list` })).json().data as Array<{
          id: string;
          preview?: true;
        }>;
      expect((await listed(member)).map((c) => c.id)).not.toContain(draft.id);
      const chooseDraft = await member.request({
        method: 'POST',
        url: `/api/axis/${MAIN}/tests/selection`,
        payload: { test: draft.id },
      });
      expect(chooseDraft.statusCode).toBe(422);
      // Staff preview the draft on the member page, marked as such.
      expect((await listed(staff)).find((c) => c.id === draft.id)).toMatchObject({ preview: true });

      const published = await publish(draft.id, draft.revision);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({ state: 'published', revision: 2 });
      const seen = (await listed(member)).find((c) => c.id === draft.id);
      expect(seen).toBeDefined();
      expect(seen?.preview).toBeUndefined();

      const saved = await answer(member, draft.id, 8);
      expect(saved.json()).toEqual({ status: true, score: 8 });
      const results = (await member.request({ url: `/api/test/results/${MAIN}` })).json().evaluation;
      expect(results).toMatchObject({ testName: 'Caso nuevo de convivencia', score: 8, total: 10 });
      expect(results.questions[0]).toMatchObject({ correct: true, correctAnswer: 'Respuesta A de 1' });
      expect(results.questions[9]).toMatchObject({ correct: false, correctAnswer: 'Respuesta A de 10' });
    });

    it('refuses a case with 9 questions with a Spanish message and saves nothing', async () => {
      const before = await counts();
      const refused = await create('Caso incompleto', 9);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.questions).toBe(TEN_QUESTIONS);
      const { revision, id } = (await create('Caso completo')).json();
      const update = await staff.request({
        method: 'PUT',
        url: `/api/admin/tests/${id}`,
        payload: { ...caseInput(axisId, 'Caso completo', 9), revision },
      });
      expect(update.statusCode).toBe(422);
      expect(update.json().errors.questions).toBe(TEN_QUESTIONS);
      const after = await counts();
      // Only the complete case (1 row, 10 questions, 1 audit entry) was stored.
      expect(after).toEqual({
        tests: before.tests + 1,
        questions: before.questions + 10,
        audit: before.audit + 1,
      });
      const wrongCorrect = caseInput(axisId, 'Sin respuesta correcta');
      wrongCorrect.questions[2]!.correct = 5;
      const noCorrect = await staff.request({
        method: 'POST',
        url: '/api/admin/tests',
        payload: wrongCorrect,
      });
      expect(noCorrect.statusCode).toBe(422);
      expect(noCorrect.json().errors['questions.2.correct']).toBe('Marca la respuesta correcta.');
    });

    it('locks the scoring of an answered case, keeps its texts editable, and makes a new version', async () => {
      // A minute between changes, so that the audit log reads in their order.
      const created = (await create('Caso que se responderá')).json();
      t.clock.advance(60_000);
      const live = (await publish(created.id, created.revision)).json();
      const member = await createMember(t);
      expect((await answer(member, live.id, 10)).json().score).toBe(10);

      const loaded = (await staff.request({ url: `/api/admin/tests/${live.id}` })).json();
      expect(loaded).toMatchObject({ answered: 1, scoringLocked: true });
      const input = caseInput(axisId, 'Caso que se responderá');
      input.questions[0]!.correct = 2;
      const locked = await staff.request({
        method: 'PUT',
        url: `/api/admin/tests/${live.id}`,
        payload: { ...input, revision: loaded.revision },
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ code: 'CONFLICT', message: SCORING_LOCKED });
      expect(locked.json().conflict).toBeUndefined();
      // A question's wording is part of what members answered: locked too.
      const reworded = caseInput(axisId, 'Caso que se responderá');
      reworded.questions[3]!.question = 'Otra pregunta';
      const rewordedAnswer = await staff.request({
        method: 'PUT',
        url: `/api/admin/tests/${live.id}`,
        payload: { ...reworded, revision: loaded.revision },
      });
      expect(rewordedAnswer.statusCode).toBe(409);

      // The texts around the questions still change, and the questions keep their ids.
      t.clock.advance(60_000);
      const retitled = await staff.request({
        method: 'PUT',
        url: `/api/admin/tests/${live.id}`,
        payload: {
          ...caseInput(axisId, 'Caso respondido, con título corregido'),
          questions: loaded.questions,
          revision: loaded.revision,
        },
      });
      expect(retitled.statusCode).toBe(200);
      expect(retitled.json().title).toBe('Caso respondido, con título corregido');
      expect(retitled.json().questions.map((q: { id: string }) => q.id)).toEqual(
        loaded.questions.map((q: { id: string }) => q.id),
      );

      const version = await staff.request({ method: 'POST', url: `/api/admin/tests/${live.id}/new-version` });
      expect(version.statusCode).toBe(200);
      const copy = version.json();
      expect(copy).toMatchObject({
        state: 'draft',
        scoringLocked: false,
        replaces: { id: live.id, title: 'Caso respondido, con título corregido' },
      });
      expect(copy.id).not.toBe(live.id);
      // A second click opens the same draft.
      expect(
        (await staff.request({ method: 'POST', url: `/api/admin/tests/${live.id}/new-version` })).json().id,
      ).toBe(copy.id);
      const changed = await staff.request({
        method: 'PUT',
        url: `/api/admin/tests/${copy.id}`,
        payload: { ...input, title: 'Caso, versión 2', revision: copy.revision },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().questions[0].correct).toBe(2);
      t.clock.advance(60_000);
      const next = await publish(copy.id, changed.json().revision);
      expect(next.statusCode).toBe(200);

      // Publishing the new version archived the old one; its member keeps the results.
      const old = (await staff.request({ url: `/api/admin/tests/${live.id}` })).json();
      expect(old.state).toBe('archived');
      const offered = (await member.request({ url: `/api/axis/${MAIN}/tests/list` })).json().data;
      expect(offered.map((c: { id: string }) => c.id)).toContain(copy.id);
      expect(offered.map((c: { id: string }) => c.id)).not.toContain(live.id);
      const results = await member.request({ url: `/api/test/results/${MAIN}` });
      expect(results.json().evaluation).toMatchObject({
        score: 10,
        testName: 'Caso respondido, con título corregido',
      });

      const log = (
        await staff.request({ url: `/api/admin/audit?itemType=test&itemId=${live.id}&limit=10` })
      ).json();
      expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
        'archive',
        'update',
        'publish',
        'create',
      ]);
      expect(log.entries[1].changes).toEqual({
        title: { before: 'Caso que se responderá', after: 'Caso respondido, con título corregido' },
        description: {
          before: 'Descripción de Caso que se responderá',
          after: 'Descripción de Caso respondido, con título corregido',
        },
      });
      expect(log.entries[1].actor.email).toBe('admin@example.org');
    });

    it('refuses a save from a stale copy with 409 and what the other person saved', async () => {
      const { id, revision } = (await create('Caso de dos editores')).json();
      const first = await staff.request({
        method: 'PUT',
        url: `/api/admin/tests/${id}`,
        payload: { ...caseInput(axisId, 'Título de Ana'), revision },
      });
      expect(first.statusCode).toBe(200);
      const second = await staff.request({
        method: 'PUT',
        url: `/api/admin/tests/${id}`,
        payload: { ...caseInput(axisId, 'Título de Bruno'), revision },
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        message: conflictMessage,
        conflict: { revision: 2, by: 'admin@example.org', changes: { title: 'Título de Ana' } },
      });
      expect((await staff.request({ url: `/api/admin/tests/${id}` })).json().title).toBe('Título de Ana');
      const stalePublish = await publish(id, revision);
      expect(stalePublish.statusCode).toBe(409);
    });

    it('lists the cases of a route with search, state and keyset pages', async () => {
      for (let i = 0; i < 5; i++) {
        // Some share the same instant: the id breaks the tie.
        if (i % 2) t.clock.advance(1000);
        await create(`Lista paginada ${i}`);
      }
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await staff.request({
          url: `/api/admin/tests?axis=${axisId}&q=paginada&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        });
        expect(page.statusCode).toBe(200);
        const body = page.json();
        seen.push(...body.rows.map((r: { title: string }) => r.title));
        cursor = body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      const published = (await staff.request({ url: `/api/admin/tests?state=published&limit=100` })).json();
      expect(published.rows.length).toBeGreaterThan(0);
      expect(published.rows.every((r: { state: string }) => r.state === 'published')).toBe(true);
      const demo = published.rows.find((r: { answered: number }) => r.answered > 0);
      expect(demo).toMatchObject({ questions: 10, axis: { id: axisId } });
      const literal = (
        await staff.request({ url: `/api/admin/tests?q=${encodeURIComponent('100%')}` })
      ).json();
      expect(literal.rows).toEqual([]);
    });
  },
);
