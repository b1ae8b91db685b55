import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminQuestion } from '@foro/shared/questions/admin-schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createAxis,
  createCoach,
  createMeeting,
  createMember,
  signedInMember,
} from '../../test/factories.ts';

describe.each(engines)(
  'questions for speakers and experts on %s (docs/product/inbox.md#questions)',
  (engine) => {
    let t: TestApp;
    let staff: Browser;

    async function ask(
      table: 'meeting_questions' | 'axis_questions',
      ownerId: string,
      userId: string,
      question: string,
      at = TEST_NOW,
    ) {
      const id = newId();
      const owner = table === 'meeting_questions' ? { meeting_id: ownerId } : { axis_id: ownerId };
      await t.db
        .insertInto(table as 'meeting_questions')
        .values({
          id,
          user_id: userId,
          question,
          created_at: at.toISOString(),
          ...(owner as { meeting_id: string }),
        })
        .execute();
      return id;
    }
    const list = async (query: string) => {
      const answer = await staff.request({ url: `/api/admin/questions?${query}` });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { title: string; rows: AdminQuestion[]; nextCursor?: string };
    };
    const flag = (source: string, id: string, payload: unknown, who = staff) =>
      who.request({ method: 'POST', url: `/api/admin/questions/${source}/${id}`, payload });

    beforeAll(async () => {
      t = await createTestApp(engine);
      ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
    });
    afterAll(() => t.close());

    it('answers 401 to a visitor and 403 to a member and a coach on every staff route; the member route needs a member', async () => {
      const meeting = await createMeeting(t.db);
      const author = await createMember(t.db);
      const id = await ask('meeting_questions', meeting.id, author.id, '¿Hay materiales?');
      const visitor = new Browser(t.app);
      await visitor.request({ url: '/api/sanctum/csrf-cookie' });
      const member = new Browser(t.app);
      await member.signIn(author.email);
      const coach = new Browser(t.app);
      await coach.signIn((await createCoach(t.db)).email);
      const calls = [
        { url: `/api/admin/questions?source=meeting&id=${meeting.id}` },
        { url: '/api/admin/questions/sources' },
        { url: `/api/admin/questions/export?source=meeting&id=${meeting.id}` },
        { method: 'POST' as const, url: `/api/admin/questions/meeting/${id}`, payload: { starred: true } },
      ];
      for (const call of calls) {
        expect((await visitor.request(call)).statusCode, call.url).toBe(401);
        expect((await member.request(call)).statusCode, call.url).toBe(403);
        expect((await coach.request(call)).statusCode, call.url).toBe(403);
      }
      expect((await visitor.request({ url: `/api/meeting/${meeting.slug}/questions/mine` })).statusCode).toBe(
        401,
      );
      expect((await list(`source=meeting&id=${meeting.id}`)).rows[0]).toMatchObject({ starred: false });
    });

    it('lists a meeting’s and a route’s questions newest first with name and country, in keyset pages', async () => {
      const meeting = await createMeeting(t.db);
      const axis = await createAxis(t.db);
      const ana = await createMember(t.db, { name: 'Ana', lastname: 'Rojas', country: 'chile' });
      const first = await ask(
        'meeting_questions',
        meeting.id,
        ana.id,
        'Primera',
        new Date(TEST_NOW.getTime() - 60_000),
      );
      const second = await ask('meeting_questions', meeting.id, ana.id, 'Segunda');
      const toExpert = await ask('axis_questions', axis.id, ana.id, 'Al experto');

      const page = await list(`source=meeting&id=${meeting.id}&limit=1`);
      expect(page.title).toBe(meeting.title);
      expect(page.rows).toEqual([
        expect.objectContaining({
          id: second,
          question: 'Segunda',
          member: { name: 'Ana Rojas', country: 'chile' },
        }),
      ]);
      const next = await list(`source=meeting&id=${meeting.id}&limit=1&cursor=${page.nextCursor}`);
      expect(next.rows.map((q) => q.id)).toEqual([first]);
      expect((await list(`source=axis&id=${axis.id}`)).rows.map((q) => q.id)).toEqual([toExpert]);
      const sources = (await staff.request({ url: '/api/admin/questions/sources' })).json();
      expect(sources).toContainEqual({ source: 'meeting', id: meeting.id, title: meeting.title, total: 2 });
      expect(sources).toContainEqual({ source: 'axis', id: axis.id, title: axis.title, total: 1 });
      expect(
        (await staff.request({ url: `/api/admin/questions?source=meeting&id=${newId()}` })).statusCode,
      ).toBe(404);
      expect((await staff.request({ url: '/api/admin/questions?source=foro&id=x' })).statusCode).toBe(422);
    });

    it('stars, answers and hides; the member sees which were answered; hidden ones leave the list and the CSV', async () => {
      const meeting = await createMeeting(t.db);
      const author = await createMember(t.db, { name: '=cmd|calc', lastname: '' });
      const member = new Browser(t.app);
      await member.signIn(author.email);
      const a = await ask(
        'meeting_questions',
        meeting.id,
        author.id,
        '@SUM(1+1) ¿Sirve?',
        new Date(TEST_NOW.getTime() - 1000),
      );
      const b = await ask('meeting_questions', meeting.id, author.id, 'Otra pregunta');

      const starred = await flag('meeting', a, { starred: true, answered: true });
      expect(starred.statusCode).toBe(200);
      expect(starred.json()).toMatchObject({
        starred: true,
        answeredAt: TEST_NOW.toISOString(),
        hiddenAt: null,
      });
      expect((await flag('meeting', b, {})).statusCode).toBe(422);
      expect((await flag('axis', a, { starred: true })).statusCode).toBe(404);

      const mine = (await member.request({ url: `/api/meeting/${meeting.slug}/questions/mine` })).json();
      expect(mine).toEqual([
        expect.objectContaining({ id: b, answered: false }),
        expect.objectContaining({ id: a, answered: true }),
      ]);

      const csv = await staff.request({ url: `/api/admin/questions/export?source=meeting&id=${meeting.id}` });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="preguntas-encuentro-/);
      expect(csv.headers['cache-control']).toMatch(/private/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      // Staff in Colombia: 15:00 UTC is 10:00 in Bogotá (decision 0078); `;` between cells.
      expect(lines[0]).toBe('Fecha (hora de Bogotá, GMT-5);Nombre;País;Pregunta;Destacada;Respondida');
      expect(lines).toContain(`10/03/2026 10:00;'=cmd|calc;colombia;Otra pregunta;no;no`);
      expect(lines.some((l) => l.includes(`'@SUM(1+1) ¿Sirve?;sí;sí`))).toBe(true);

      expect((await flag('meeting', b, { hidden: true })).json().hiddenAt).toBe(TEST_NOW.toISOString());
      expect((await list(`source=meeting&id=${meeting.id}`)).rows.map((q) => q.id)).toEqual([a]);
      expect((await list(`source=meeting&id=${meeting.id}&hidden=only`)).rows.map((q) => q.id)).toEqual([b]);
      const after = await staff.request({
        url: `/api/admin/questions/export?source=meeting&id=${meeting.id}`,
      });
      expect(after.body).not.toContain('Otra pregunta');
      const audit = await t.db.selectFrom('audit_log').selectAll().where('item_id', '=', b).execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.changes_json)).toEqual({ hidden: { before: false, after: true } });
    });
  },
);
