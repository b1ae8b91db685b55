import {
  csvCell,
  type AdminQuestion,
  type MyQuestion,
  type QuestionFlags,
  type QuestionListQuery,
  type QuestionPage,
  type QuestionSource,
  type QuestionSourceItem,
} from '@foro/shared/questions/admin-schemas';
import { plainTitle } from '@foro/shared/meetings/title';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';

const tables = {
  meeting: { questions: 'meeting_questions', owner: 'meetings', key: 'meeting_id' },
  axis: { questions: 'axis_questions', owner: 'axes', key: 'axis_id' },
} as const;

const NOT_FOUND = 'Esta pregunta no existe.';

/**
 * Questions for a meeting's speaker and a route's expert (docs/product/inbox.md#questions): newest
 * first with the member's name and country; staff star, mark answered, hide and export them. Only
 * staff: meetings hold no link from their host to an account (docs/decisions/0034-back-office-inbox.md).
 */
export function createQuestionsService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;

  const select = (source: QuestionSource) => {
    const t = tables[source];
    // One query shape for both tables: their columns are the same but for the owner's key.
    return db
      .selectFrom(`${t.questions} as q` as 'meeting_questions as q')
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .select([
        'q.id',
        'q.question',
        'q.created_at',
        'q.starred',
        'q.answered_at',
        'q.hidden_at',
        `q.${t.key} as owner_id` as 'q.meeting_id as owner_id',
        'u.name',
        'u.lastname',
        'u.country',
      ]);
  };
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toQuestion = (row: Row): AdminQuestion => ({
    id: row.id,
    question: row.question,
    createdAt: row.created_at,
    member: { name: `${row.name} ${row.lastname}`.trim(), country: row.country },
    starred: Boolean(Number(row.starred)),
    answeredAt: row.answered_at,
    hiddenAt: row.hidden_at,
  });

  const ownerTitle = async (source: QuestionSource, id: string) => {
    const owner = await db
      .selectFrom(tables[source].owner as 'meetings')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!owner)
      throw new AppError(
        'NOT_FOUND',
        source === 'meeting' ? 'Este encuentro no existe.' : 'Esta ruta no existe.',
      );
    return plainTitle(owner.title);
  };

  const rowsOf = (
    source: QuestionSource,
    id: string,
    options: { hidden?: 'include' | 'only' | undefined; after?: { key: string; id: string }; limit?: number },
  ) => {
    let query = select(source).where(`q.${tables[source].key}` as 'q.meeting_id', '=', id);
    if (options.hidden === 'only') query = query.where('q.hidden_at', 'is not', null);
    else if (options.hidden !== 'include') query = query.where('q.hidden_at', 'is', null);
    const after = options.after;
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('q.created_at', '<', after.key),
          eb.and([eb('q.created_at', '=', after.key), eb('q.id', '<', after.id)]),
        ]),
      );
    query = query.orderBy('q.created_at', 'desc').orderBy('q.id', 'desc');
    return (options.limit ? query.limit(options.limit) : query).execute();
  };

  return {
    async list(query: QuestionListQuery & { limit: number }): Promise<QuestionPage> {
      const title = await ownerTitle(query.source, query.id);
      const rows = await rowsOf(query.source, query.id, {
        hidden: query.hidden,
        ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.created_at);
      return {
        title,
        rows: page.rows.map(toQuestion),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    async sources(): Promise<QuestionSourceItem[]> {
      const meetings = await db
        .selectFrom('meeting_questions as q')
        .innerJoin('meetings as m', 'm.id', 'q.meeting_id')
        .select((eb) => [
          'm.id',
          'm.title',
          'm.starts_at as at',
          eb.fn.countAll<string | number>().as('total'),
        ])
        .groupBy(['m.id', 'm.title', 'm.starts_at'])
        .orderBy('m.starts_at', 'desc')
        .execute();
      const axes = await db
        .selectFrom('axis_questions as q')
        .innerJoin('axes as a', 'a.id', 'q.axis_id')
        .select((eb) => ['a.id', 'a.title', eb.fn.countAll<string | number>().as('total')])
        .groupBy(['a.id', 'a.title'])
        .orderBy('a.title')
        .execute();
      return [
        ...meetings.map((m) => ({
          source: 'meeting' as const,
          id: m.id,
          title: plainTitle(m.title),
          total: Number(m.total),
        })),
        ...axes.map((a) => ({ source: 'axis' as const, id: a.id, title: a.title, total: Number(a.total) })),
      ];
    },

    /** Stars, answers or hides one question (or undoes it); audited. */
    async flag(
      actor: Actor,
      source: QuestionSource,
      questionId: string,
      flags: QuestionFlags,
    ): Promise<AdminQuestion> {
      const row = await select(source).where('q.id', '=', questionId).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const now = deps.clock.now().toISOString();
      const before = {
        starred: Boolean(Number(row.starred)),
        answered: row.answered_at !== null,
        hidden: row.hidden_at !== null,
      };
      const after = { ...before, ...flags };
      const values = {
        starred: after.starred ? 1 : 0,
        answered_at: after.answered ? (row.answered_at ?? now) : null,
        hidden_at: after.hidden ? (row.hidden_at ?? now) : null,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable(tables[source].questions as 'meeting_questions')
          .set(values)
          .where('id', '=', questionId)
          .execute();
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'question', id: questionId, label: row.question.slice(0, 120) },
          before,
          after,
          at: now,
        });
      });
      return toQuestion({ ...row, ...values });
    },

    /** The visible questions as CSV (UTF-8 with BOM, so spreadsheets read the accents). */
    async csv(source: QuestionSource, id: string): Promise<{ filename: string; body: string }> {
      await ownerTitle(source, id);
      const rows = (await rowsOf(source, id, {})).map(toQuestion);
      const lines = [
        ['Fecha', 'Nombre', 'País', 'Pregunta', 'Destacada', 'Respondida'],
        ...rows.map((q) => [
          q.createdAt,
          q.member.name,
          q.member.country,
          q.question,
          q.starred ? 'sí' : 'no',
          q.answeredAt ? 'sí' : 'no',
        ]),
      ];
      return {
        filename: `preguntas-${source === 'meeting' ? 'encuentro' : 'ruta'}-${id}.csv`,
        body: `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`,
      };
    },

    /** The member's own questions to a meeting's speaker, newest first, each with its answered mark. */
    async mine(slug: string, userId: string): Promise<MyQuestion[]> {
      const rows = await db
        .selectFrom('meeting_questions as q')
        .innerJoin('meetings as m', 'm.id', 'q.meeting_id')
        .select(['q.id', 'q.question', 'q.created_at', 'q.answered_at'])
        .where('m.slug', '=', slug)
        .where('q.user_id', '=', userId)
        .orderBy('q.created_at', 'desc')
        .orderBy('q.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        question: r.question,
        createdAt: r.created_at,
        answered: r.answered_at !== null,
      }));
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
