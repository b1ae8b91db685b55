import {
  type AdminQuestion,
  type MyQuestion,
  type QuestionMode,
  type QuestionFlags,
  type QuestionAnswerInput,
  type QuestionListQuery,
  type QuestionPage,
  type QuestionSource,
  type QuestionSourceItem,
} from '@foro/shared/questions/admin-schemas';
import { plainTitle } from '@foro/shared/meetings/title';
import { publicationOf } from '@foro/shared/meetings/admin-schemas';
import type { SharedQuestionList, SharedQuestionSort, VoteResult } from '@foro/shared/questions/shared-list';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import {
  instantsOf,
  staffDateTime,
  staffHeading,
  STAFF_DEFAULT_TIME_ZONE,
} from '@foro/shared/admin/staff-time';
import { toCsv } from '../../lib/csv.ts';
import type { AnswerMails } from './answer-mail.ts';
import { createQuestionsRepository, type QuestionRow } from './questions.repository.ts';

const NOT_FOUND = 'Esta pregunta no existe.';
const MEETING_NOT_FOUND = 'Este encuentro no existe.';
const LIST_PRIVATE = 'Las preguntas de este encuentro solo las lee el equipo.';

/** What changed in a meeting's questions; every state change below goes through `changed`. */
export type QuestionChange =
  | { kind: 'question'; questionId: string }
  | { kind: 'votes'; questionId: string; votes: number }
  | { kind: 'mode'; mode: QuestionMode }
  | { kind: 'answering'; questionId: string | null };

interface Viewer {
  id: string;
  role: 'member' | 'coach' | 'staff';
}

/**
 * Questions for a meeting's speaker and a route's expert (docs/product/inbox.md#questions): newest
 * first with the member's name and country; staff star, mark answered, hide and export them, and so
 * does a meeting's host for that meeting's questions (the routes declare `access: 'host'`,
 * docs/decisions/0050-meeting-hosts.md).
 */
export function createQuestionsService(deps: {
  db: Db;
  clock: Clock;
  /** Told after each committed change of a meeting's questions (live updates hook in here). */
  onChange?: (meetingId: string, change: QuestionChange) => void;
  /** After a question changed (committed): the console and the member who asked (features/live). */
  onChanged?: (
    source: QuestionSource,
    ownerId: string,
    questionId: string,
    authorId: string,
  ) => Promise<void>;
  /** Queues the mail of a question's first written answer, in the answer's transaction. */
  answerMails?: Pick<AnswerMails, 'enqueue'>;
}) {
  const { db } = deps;
  const repo = createQuestionsRepository(db);

  /**
   * The one place every committed change of a meeting's questions passes (approval, answered, hidden,
   * star, "Responder ahora", mode, votes): the place for a live "publish change" call.
   */
  const changed = (meetingId: string, change: QuestionChange) => deps.onChange?.(meetingId, change);

  const toQuestion = (row: QuestionRow, answeringId: string | null = null): AdminQuestion => ({
    id: row.id,
    question: row.question,
    createdAt: row.created_at,
    member: { name: `${row.name} ${row.lastname}`.trim(), country: row.country },
    starred: Boolean(Number(row.starred)),
    answeredAt: row.answered_at,
    hiddenAt: row.hidden_at,
    approvedAt: row.approved_at,
    votes: Number(row.votes_count),
    answering: answeringId !== null && answeringId === row.id,
    answer: row.answer,
    answerAt: row.answer_at,
  });

  const meetingOr404 = async (meetingId: string) => {
    const meeting = await repo.meetingSettings(meetingId);
    if (!meeting) throw new AppError('NOT_FOUND', MEETING_NOT_FOUND);
    return meeting;
  };

  /** A member reaches a meeting's shared list only when it is published and its questions are shared. */
  const visibleMeeting = async (slug: string, viewer: Viewer) => {
    const meeting = await repo.meetingBySlug(slug);
    if (!meeting || (viewer.role !== 'staff' && publicationOf(meeting, deps.clock.now()) !== 'published'))
      throw new AppError('NOT_FOUND', 'No encontramos este encuentro.');
    return meeting;
  };
  const sharedMeeting = async (slug: string, viewer: Viewer) => {
    const meeting = await visibleMeeting(slug, viewer);
    if (meeting.questions_mode !== 'shared') throw new AppError('FORBIDDEN', LIST_PRIVATE);
    return meeting;
  };

  const ownerTitle = async (source: QuestionSource, id: string) => {
    const title = await repo.ownerTitle(source, id);
    if (title === undefined)
      throw new AppError(
        'NOT_FOUND',
        source === 'meeting' ? 'Este encuentro no existe.' : 'Esta ruta no existe.',
      );
    return plainTitle(title);
  };

  return {
    /**
     * The meeting a question belongs to (the host check of its routes); undefined for a route's
     * question or an unknown one.
     */
    async meetingOf(source: QuestionSource, questionId: string): Promise<string | undefined> {
      if (source !== 'meeting') return undefined;
      return (await repo.byId('meeting', questionId))?.owner_id;
    },

    /** The meeting or route exists (the console's live stream): 404 otherwise. */
    async ownerOr404(source: QuestionSource, id: string): Promise<void> {
      await ownerTitle(source, id);
    },

    async list(query: QuestionListQuery & { limit: number }): Promise<QuestionPage> {
      const title = await ownerTitle(query.source, query.id);
      const rows = await repo.rows(query.source, query.id, {
        hidden: query.hidden,
        ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.created_at);
      const meeting = query.source === 'meeting' ? await repo.meetingSettings(query.id) : undefined;
      return {
        title,
        ...(meeting ? { mode: meeting.questions_mode } : {}),
        rows: page.rows.map((row) => toQuestion(row, meeting?.answering_question_id ?? null)),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    async sources(): Promise<QuestionSourceItem[]> {
      // Meetings from yesterday on, so that tonight's is there before its first question.
      const since = new Date(deps.clock.now().getTime() - 86_400_000).toISOString();
      const { meetings, axes } = await repo.sources(since);
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

    /**
     * Stars, answers, hides or approves one question (or undoes it); audited. Answering or hiding the
     * question being answered now ends "Respondiendo ahora".
     */
    async flag(
      actor: Actor,
      source: QuestionSource,
      questionId: string,
      flags: QuestionFlags,
    ): Promise<AdminQuestion> {
      const row = await repo.byId(source, questionId);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (source !== 'meeting' && flags.approved !== undefined)
        throw AppError.validation({ approved: 'Solo las preguntas de un encuentro se aprueban.' });
      const now = deps.clock.now().toISOString();
      const before = {
        starred: Boolean(Number(row.starred)),
        answered: row.answered_at !== null,
        hidden: row.hidden_at !== null,
        ...(source === 'meeting' ? { approved: row.approved_at !== null } : {}),
      };
      const after = { ...before, ...flags };
      const values = {
        starred: after.starred ? 1 : 0,
        answered_at: after.answered ? (row.answered_at ?? now) : null,
        hidden_at: after.hidden ? (row.hidden_at ?? now) : null,
        ...(source === 'meeting' ? { approved_at: after.approved ? (row.approved_at ?? now) : null } : {}),
      };
      // Withdrawing the approval ends it too; a private meeting's questions are never approved, so only an
      // explicit withdrawal counts.
      const endsAnswering =
        source === 'meeting' && (after.answered || after.hidden || flags.approved === false);
      await db.transaction().execute(async (trx) => {
        await repo.setFlags(trx, source, questionId, values);
        if (endsAnswering) await repo.clearAnsweringIf(trx, row.owner_id, questionId);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'question', id: questionId, label: row.question.slice(0, 120) },
          before,
          after,
          at: now,
        });
      });
      if (source === 'meeting') changed(row.owner_id, { kind: 'question', questionId });
      await deps.onChanged?.(source, row.owner_id, questionId, row.user_id);
      const meeting = source === 'meeting' ? await repo.meetingSettings(row.owner_id) : undefined;
      return toQuestion({ ...row, ...values }, meeting?.answering_question_id ?? null);
    },

    /**
     * Writes or corrects the answer the member reads under their question (plain text,
     * docs/decisions/0075-written-answers-and-forgiving-moderation.md); audited. The question counts as
     * answered (which ends "Respondiendo ahora"); the first answer is mailed to the member through the
     * durable queue, a correction is not mailed again. A question held for review is decided first.
     */
    async answer(
      actor: Actor,
      source: QuestionSource,
      questionId: string,
      input: QuestionAnswerInput,
    ): Promise<AdminQuestion> {
      const text = input.answer;
      const row = await repo.byId(source, questionId);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (row.held_at)
        throw new AppError('CONFLICT', 'Esta pregunta está retenida: apruébala antes de responderla.');
      const now = deps.clock.now();
      const at = now.toISOString();
      const values = {
        answer: text,
        answer_at: row.answer_at ?? at,
        answer_updated_at: at,
        answer_by: actor.id,
        answered_at: row.answered_at ?? at,
      };
      if (row.answer === text) return toQuestion(row);
      await db.transaction().execute(async (trx) => {
        await repo.setAnswer(trx, source, questionId, values);
        if (source === 'meeting') await repo.clearAnsweringIf(trx, row.owner_id, questionId);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'question', id: questionId, label: row.question.slice(0, 120) },
          before: { answer: row.answer, answered: row.answered_at !== null },
          after: { answer: text, answered: true },
          at,
        });
        if (row.answer === null) await deps.answerMails?.enqueue(trx, source, questionId, row.user_id, now);
      });
      if (source === 'meeting') changed(row.owner_id, { kind: 'question', questionId });
      await deps.onChanged?.(source, row.owner_id, questionId, row.user_id);
      const meeting = source === 'meeting' ? await repo.meetingSettings(row.owner_id) : undefined;
      return toQuestion({ ...row, ...values }, meeting?.answering_question_id ?? null);
    },

    /** Keeps a meeting's questions with the team ('private') or lists the approved ones ('shared'); audited. */
    async setMode(actor: Actor, meetingId: string, mode: QuestionMode): Promise<{ mode: QuestionMode }> {
      const meeting = await meetingOr404(meetingId);
      if (meeting.questions_mode === mode) return { mode };
      await db.transaction().execute(async (trx) => {
        await repo.setMode(trx, meetingId, mode);
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'meeting', id: meetingId, label: plainTitle(meeting.title) },
          before: { questions_mode: meeting.questions_mode },
          after: { questions_mode: mode },
          at: deps.clock.now().toISOString(),
        });
      });
      changed(meetingId, { kind: 'mode', mode });
      return { mode };
    },

    /**
     * "Responder ahora": names the one question the speaker answers now (null clears it). Naming one
     * replaces the previous one, so a meeting never has two. A shared meeting's question must be
     * approved first; a hidden one cannot be answered. Audited on the meeting.
     */
    async answerNow(
      actor: Actor,
      meetingId: string,
      questionId: string | null,
    ): Promise<{ answeringQuestionId: string | null }> {
      const meeting = await meetingOr404(meetingId);
      const row = questionId ? await repo.byId('meeting', questionId) : undefined;
      if (questionId && (!row || row.owner_id !== meetingId)) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (row?.hidden_at) throw new AppError('CONFLICT', 'Esta pregunta está oculta: muéstrala antes.');
      if (row && meeting.questions_mode === 'shared' && !row.approved_at)
        throw new AppError('CONFLICT', 'Aprueba la pregunta antes de responderla.');
      if (meeting.answering_question_id === questionId && !row?.answered_at)
        return { answeringQuestionId: questionId };
      const now = deps.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await repo.setAnswering(trx, meetingId, questionId);
        // Answering again a question marked answered puts it back among the pending ones.
        if (row?.answered_at)
          await repo.setFlags(trx, 'meeting', row.id, {
            starred: Number(row.starred),
            answered_at: null,
            hidden_at: null,
          });
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'meeting', id: meetingId, label: plainTitle(meeting.title) },
          before: { answering_question_id: meeting.answering_question_id },
          after: { answering_question_id: questionId },
          at: now,
        });
      });
      changed(meetingId, { kind: 'answering', questionId });
      return { answeringQuestionId: questionId };
    },

    /**
     * The approved questions of a shared meeting as one member sees them; an empty list marked
     * `shared: false` while the meeting keeps them with the team (voting is then refused with 403).
     */
    async sharedList(slug: string, viewer: Viewer, sort: SharedQuestionSort): Promise<SharedQuestionList> {
      const meeting = await visibleMeeting(slug, viewer);
      if (meeting.questions_mode !== 'shared') return { sort, shared: false, questions: [] };
      const rows = await repo.sharedList(meeting.id, viewer.id, sort);
      return {
        sort,
        shared: true,
        questions: rows.map((r) => ({
          id: r.id,
          question: r.question,
          createdAt: r.created_at,
          member: { name: `${r.name} ${r.lastname}`.trim(), country: r.country },
          votes: Number(r.votes_count),
          voted: r.voter !== null,
          mine: r.user_id === viewer.id,
          answered: r.answered_at !== null,
          answering: meeting.answering_question_id === r.id,
          answer: r.answer,
        })),
      };
    },

    /**
     * A member's vote (`voted: true`) or its withdrawal (`false`) on an approved question of a shared
     * meeting. Idempotent: the same request twice changes nothing. Never on one's own question
     * (docs/decisions/0045-question-votes.md); a question the member may not see answers 404.
     */
    async vote(slug: string, viewer: Viewer, questionId: string, voted: boolean): Promise<VoteResult> {
      const meeting = await sharedMeeting(slug, viewer);
      const q = await repo.votable(questionId);
      if (
        !q ||
        q.slug !== slug ||
        q.approved_at === null ||
        q.hidden_at !== null ||
        q.suspended_at !== null ||
        q.closed_at !== null
      )
        throw new AppError('NOT_FOUND', NOT_FOUND);
      if (q.user_id === viewer.id) throw new AppError('CONFLICT', 'No puedes votar tu propia pregunta.');
      const votes = await db
        .transaction()
        .execute((trx) =>
          voted
            ? repo.addVote(trx, questionId, viewer.id, deps.clock.now().toISOString())
            : repo.removeVote(trx, questionId, viewer.id),
        );
      // After the transaction the member's vote is what they asked for, whether this request wrote it or not.
      const result = { votes, voted };
      changed(meeting.id, { kind: 'votes', questionId, votes: result.votes });
      return result;
    },

    /** The visible questions as CSV (UTF-8 with BOM, so spreadsheets read the accents). */
    async csv(
      source: QuestionSource,
      id: string,
      timeZone: string = STAFF_DEFAULT_TIME_ZONE,
    ): Promise<{ filename: string; body: string }> {
      await ownerTitle(source, id);
      const rows = (await repo.rows(source, id, {})).map((row) => toQuestion(row));
      return {
        filename: `preguntas-${source === 'meeting' ? 'encuentro' : 'ruta'}-${id}.csv`,
        body: toCsv(
          [
            staffHeading('Fecha', timeZone, instantsOf(rows.map((q) => q.createdAt))),
            'Nombre',
            'País',
            'Pregunta',
            'Destacada',
            'Respondida',
          ],
          rows.map((q) => [
            staffDateTime(q.createdAt, timeZone),
            q.member.name,
            q.member.country,
            q.question,
            q.starred ? 'sí' : 'no',
            q.answeredAt ? 'sí' : 'no',
          ]),
        ),
      };
    },

    /** The member's own questions to a meeting's speaker, newest first, each with its answered mark. */
    async mine(slug: string, userId: string): Promise<MyQuestion[]> {
      const rows = await repo.mine(slug, userId);
      return rows.map((r) => ({
        id: r.id,
        question: r.question,
        createdAt: r.created_at,
        answered: r.answered_at !== null,
        answer: r.answer,
        held: r.held_at !== null,
      }));
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
