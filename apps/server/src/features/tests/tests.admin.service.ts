import type { PublishInput } from '@foro/shared/admin/schemas';
import {
  SCORING_LOCKED,
  TEN_QUESTIONS,
  type AdminTest,
  type AdminTestAxis,
  type AdminTestPage,
  type AdminTestQuery,
  type TestCreateInput,
  type TestQuestionInput,
  type TestUpdateInput,
} from '@foro/shared/tests/admin-schemas';
import { QUESTIONS_PER_TEST } from '@foro/shared/tests/schemas';
import { AppError } from '../../lib/app-error.ts';
import { jsonList } from '../../lib/json-list.ts';
import { lastChangeOf, recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { staleEdit } from '../../lib/stale-edit.ts';
import { publicationChange, type PublicationAction } from '../../lib/publication.ts';
import type {
  AdminTestState,
  NewTestRow,
  StoredQuestion,
  TestRow,
  TestsAdminQueries,
  TestsAdminRepository,
} from './tests.admin.repository.ts';

type Answer = { id: string; text: string };
const answersOf = (json: string) => jsonList<Answer>(json);
const introOf = (json: string) => jsonList<{ title: string; text: string }>(json);

/** A stored question as the editor reads it: the right answer by its place among the answers. */
const editable = (q: StoredQuestion) => {
  const answers = answersOf(q.answers_json);
  return {
    id: q.id,
    question: q.question,
    answers,
    correct: Math.max(
      0,
      answers.findIndex((a) => a.id === q.correct_answer),
    ),
  };
};

/**
 * What decides a member's score: each question's text, its answers in order and which one is right.
 * Ids are left out, so a form that sends the same content without them changes nothing.
 */
const scoringOf = (
  questions: Array<{ question: string; answers: Array<{ text: string }>; correct: number }>,
) =>
  questions.map((q) => ({ question: q.question, answers: q.answers.map((a) => a.text), correct: q.correct }));

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function stateOf(row: Pick<TestRow, 'published_at' | 'archived_at'>, now: string): AdminTestState {
  if (row.archived_at) return 'archived';
  if (!row.published_at) return 'draft';
  return row.published_at > now ? 'scheduled' : 'published';
}

/** The fields of a case the audit log and the stale-copy check compare (their names as sent). */
const snapshotOf = (test: TestRow, questions: StoredQuestion[]) => ({
  title: test.title,
  speaker: test.speaker,
  imageList: test.image_list,
  description: test.description,
  intro: introOf(test.intro_json),
  questions: scoringOf(questions.map(editable)),
});
const publicationOf = (test: Pick<TestRow, 'published_at' | 'archived_at'>) => ({
  publishedAt: test.published_at,
  archivedAt: test.archived_at,
});

const slugOf = (title: string) =>
  `${
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'caso'
  }-${newId().slice(0, 8)}`;

/**
 * The questions to store for a save: ids the case already has are kept (a member answering it right
 * now still sends them), new questions and answers get new ids.
 */
function storedQuestions(sent: TestQuestionInput[], saved: StoredQuestion[]): StoredQuestion[] {
  const known = new Map(saved.map((q) => [q.id, new Set(answersOf(q.answers_json).map((a) => a.id))]));
  const used = new Set<string>();
  return sent.map((q, position) => {
    const id = q.id && known.has(q.id) && !used.has(q.id) ? q.id : newId();
    used.add(id);
    const savedAnswers = known.get(id) ?? new Set<string>();
    const usedAnswers = new Set<string>();
    const answers = q.answers.map((a) => {
      const answerId = a.id && savedAnswers.has(a.id) && !usedAnswers.has(a.id) ? a.id : newId();
      usedAnswers.add(answerId);
      return { id: answerId, text: a.text };
    });
    return {
      id,
      position,
      question: q.question,
      answers_json: JSON.stringify(answers),
      correct_answer: answers[q.correct]!.id,
    };
  });
}

/** The practical cases in the back office (docs/product/tests.md#back-office). */
export function createTestsAdminService(deps: { repo: TestsAdminRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const now = () => clock.now().toISOString();

  async function caseOr404(tx: TestsAdminQueries, id: string) {
    const test = await tx.findTest(id);
    if (!test) throw new AppError('NOT_FOUND', 'No encontramos este caso práctico.');
    return test;
  }

  /** A stale copy: 409 with what is saved now (lib/stale-edit.ts). */
  async function refuseStale(
    tx: TestsAdminQueries,
    trx: Parameters<typeof lastChangeOf>[0],
    id: string,
    sent: Record<string, unknown>,
  ): Promise<never> {
    const test = await caseOr404(tx, id);
    const saved = { ...snapshotOf(test, await tx.listQuestions(id)), ...publicationOf(test) };
    throw staleEdit({
      saved,
      sent,
      revision: test.revision,
      lastChange: await lastChangeOf(trx, 'test', id),
    });
  }

  async function read(tx: TestsAdminQueries, id: string): Promise<AdminTest> {
    const test = await caseOr404(tx, id);
    const [axis, questions, answered, replaces, newVersion] = await Promise.all([
      tx.findAxis(test.axis_id),
      tx.listQuestions(id),
      tx.answeredCount(id),
      test.replaces_id ? tx.findTest(test.replaces_id) : undefined,
      tx.findNewVersionOf(id),
    ]);
    return {
      id: test.id,
      revision: test.revision,
      axis: axis ?? { id: test.axis_id, slug: '', title: '' },
      title: test.title,
      speaker: test.speaker,
      imageList: test.image_list,
      description: test.description,
      intro: introOf(test.intro_json),
      questions: questions.map(editable),
      state: stateOf(test, now()),
      publishedAt: test.published_at,
      archivedAt: test.archived_at,
      answered,
      scoringLocked: answered > 0,
      replaces: replaces ? { id: replaces.id, title: replaces.title } : null,
      newVersion: newVersion && newVersion.id !== id ? newVersion : null,
      createdAt: test.created_at,
      updatedAt: test.updated_at,
    };
  }

  /** Publication changes (publish, unpublish, archive, restore) share the revision check and the log. */
  async function changePublication(
    actor: Actor,
    id: string,
    revision: number,
    action: PublicationAction,
    values: Pick<Partial<TestRow>, 'published_at' | 'archived_at'>,
  ): Promise<AdminTest> {
    return repo.transaction(async (tx, trx) => {
      const test = await caseOr404(tx, id);
      if (test.revision !== revision) await refuseStale(tx, trx, id, { revision });
      if (action === 'publish' && (await tx.listQuestions(id)).length !== QUESTIONS_PER_TEST)
        throw AppError.validation({ questions: TEN_QUESTIONS });
      const at = now();
      if (!(await tx.updateTest(id, revision, { ...values, updated_at: at })))
        await refuseStale(tx, trx, id, { revision });
      await recordAudit(trx, {
        actor,
        action,
        item: { type: 'test', id, label: test.title },
        before: publicationOf(test),
        after: publicationOf({ ...test, ...values }),
        at,
      });
      // A new version takes the place of the case it copies (docs/decisions/0026-practical-case-versions.md).
      if (action === 'publish' && test.replaces_id) {
        const old = await tx.findTest(test.replaces_id);
        if (old && !old.archived_at) {
          await tx.updateTest(old.id, old.revision, { archived_at: at, updated_at: at });
          await recordAudit(trx, {
            actor,
            action: 'archive',
            item: { type: 'test', id: old.id, label: old.title },
            before: publicationOf(old),
            after: { ...publicationOf(old), archivedAt: at, replacedBy: id },
            at,
          });
        }
      }
      return read(tx, id);
    });
  }

  return {
    axes: (): Promise<AdminTestAxis[]> => repo.axes(),

    async list(query: AdminTestQuery & { limit: number }): Promise<AdminTestPage> {
      let after: { at: string; id: string } | undefined;
      if (query.cursor) {
        const { key, id } = decodeCursor(query.cursor);
        after = { at: key, id };
      }
      const at = now();
      const rows = await repo.page({
        axisId: query.axis,
        search: query.q ? query.q.toLowerCase() : undefined,
        state: query.state,
        now: at,
        after,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.updated_at);
      return {
        rows: page.rows.map((row) => ({
          id: row.id,
          axis: { id: row.axis_id, title: row.axis_title },
          title: row.title,
          imageList: row.image_list,
          state: stateOf(row, at),
          publishedAt: row.published_at,
          questions: Number(row.questions ?? 0),
          answered: Number(row.answered ?? 0),
          updatedAt: row.updated_at,
        })),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    get: (id: string) => read(repo, id),

    /** A new case is a draft at the end of its route's list. */
    async create(actor: Actor, input: TestCreateInput): Promise<AdminTest> {
      return repo.transaction(async (tx, trx) => {
        const axis = await tx.findAxis(input.axisId);
        if (!axis) throw AppError.validation({ axisId: 'Elige la ruta del caso.' });
        const id = newId();
        const at = now();
        const row: NewTestRow = {
          id,
          axis_id: axis.id,
          slug: slugOf(input.title),
          position: await tx.nextPosition(axis.id),
          title: input.title,
          speaker: input.speaker,
          image_list: input.imageList,
          description: input.description,
          intro_json: JSON.stringify(input.intro),
          published_at: null,
          archived_at: null,
          created_at: at,
          updated_at: at,
          replaces_id: null,
        };
        await tx.insertTest(row);
        const questions = storedQuestions(input.questions, []);
        await tx.replaceQuestions(id, questions);
        await recordAudit(trx, {
          actor,
          action: 'create',
          item: { type: 'test', id, label: input.title },
          after: { axis: axis.title, ...snapshotOf({ ...row, revision: 1 }, questions) },
          at,
        });
        return read(tx, id);
      });
    },

    /**
     * Saves a case. Its scoring (questions, answers, right answers) stays as it is once a member has
     * answered it (docs/product/tests.md#back-office): the texts around it may still change.
     */
    async update(actor: Actor, id: string, input: TestUpdateInput): Promise<AdminTest> {
      return repo.transaction(async (tx, trx) => {
        const test = await caseOr404(tx, id);
        const { revision, ...fields } = input;
        const sent = { ...fields, questions: scoringOf(fields.questions) };
        if (test.revision !== revision) await refuseStale(tx, trx, id, sent);
        const savedQuestions = await tx.listQuestions(id);
        const before = snapshotOf(test, savedQuestions);
        const questionsChange = !sameJson(before.questions, sent.questions);
        if (questionsChange && (await tx.answeredCount(id)) > 0)
          throw new AppError('CONFLICT', SCORING_LOCKED, { questions: SCORING_LOCKED });
        const at = now();
        const updated = await tx.updateTest(id, revision, {
          title: fields.title,
          speaker: fields.speaker,
          image_list: fields.imageList,
          description: fields.description,
          intro_json: JSON.stringify(fields.intro),
          updated_at: at,
        });
        if (!updated) await refuseStale(tx, trx, id, sent);
        if (questionsChange) await tx.replaceQuestions(id, storedQuestions(fields.questions, savedQuestions));
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'test', id, label: fields.title },
          before,
          after: sent,
          at,
        });
        return read(tx, id);
      });
    },

    publish: (actor: Actor, id: string, input: PublishInput) =>
      changePublication(actor, id, input.revision, 'publish', publicationChange('publish', now(), input.at)),
    unpublish: (actor: Actor, id: string, revision: number) =>
      changePublication(actor, id, revision, 'unpublish', publicationChange('unpublish', now())),
    archive: (actor: Actor, id: string, revision: number) =>
      changePublication(actor, id, revision, 'archive', publicationChange('archive', now())),
    restore: (actor: Actor, id: string, revision: number) =>
      changePublication(actor, id, revision, 'restore', publicationChange('restore', now())),

    /**
     * A new version of a case: a draft copy with the same texts and questions, which staff change
     * freely and whose publication archives the original (docs/decisions/0026-practical-case-versions.md).
     * A second call returns the draft the first one made.
     */
    async newVersion(actor: Actor, id: string): Promise<AdminTest> {
      return repo.transaction(async (tx, trx) => {
        const original = await caseOr404(tx, id);
        const existing = await tx.findNewVersionOf(id);
        if (existing) return read(tx, existing.id);
        const copyId = newId();
        const at = now();
        const row: NewTestRow = {
          ...original,
          id: copyId,
          slug: slugOf(original.title),
          position: original.position,
          published_at: null,
          archived_at: null,
          created_at: at,
          updated_at: at,
          replaces_id: original.id,
        };
        delete (row as Partial<TestRow>).revision;
        await tx.insertTest(row);
        const questions = (await tx.listQuestions(id)).map(editable);
        const copies = storedQuestions(
          questions.map((q) => ({
            question: q.question,
            answers: q.answers.map((a) => ({ text: a.text })),
            correct: q.correct,
          })),
          [],
        );
        await tx.replaceQuestions(copyId, copies);
        await recordAudit(trx, {
          actor,
          action: 'create',
          item: { type: 'test', id: copyId, label: original.title },
          after: { newVersionOf: original.id, ...snapshotOf({ ...row, revision: 1 }, copies) },
          at,
        });
        return read(tx, copyId);
      });
    },
  };
}
export type TestsAdminService = ReturnType<typeof createTestsAdminService>;
