import {
  ANSWER_REQUIRED,
  QUESTIONS_PER_TEST,
  type TestData,
  type TestList,
  type TestResults,
  type TestSaveInput,
} from '@foro/shared/tests/schemas';
import { AppError } from '../../lib/app-error.ts';
import { jsonList } from '../../lib/json-list.ts';
import { openAxisOr404, type AxisViewer } from '../../lib/open-axis.ts';

import type { Clock } from '../../lib/clock.ts';
import type { TestsRepository } from './tests.repository.ts';

type Answer = { id: string; text: string };
const answersOf = (json: string) => jsonList<Answer>(json);

/** Score out of 10, whatever the number of questions (docs/product/tests.md#scoring). */
export const scoreOutOf10 = (right: number, total: number) =>
  total === 0 ? 0 : Math.round((right / total) * 10);

/** Who asks: members see published cases; staff also drafts, as a preview. */
export interface Viewer {
  id: string;
  role: 'member' | 'coach' | 'staff';
}

/** What a test submission writes, bound to one transaction. */
export interface TestsTransaction {
  repo: TestsRepository;
  markStepVisited: (stepId: string, userId: string) => Promise<void>;
}

export function createTestsService(deps: {
  repo: TestsRepository;
  clock: Clock;
  /** Runs `work` in one transaction, so the attempt and the stop-7 visit are stored together or not at all. */
  transaction: <T>(work: (tx: TestsTransaction) => Promise<T>) => Promise<T>;
}) {
  const { repo, clock } = deps;

  const axisOr404 = async (slug: string, viewer: AxisViewer) =>
    openAxisOr404(await repo.findAxisBySlug(slug), viewer, clock.now());

  async function stepMustBeOpen(axisId: string) {
    const step = await repo.findTestStep(axisId);
    if (!step || clock.now().getTime() < Date.parse(step.open_date)) {
      throw new AppError('FORBIDDEN', 'El caso práctico de esta ruta todavía no está abierto.');
    }
    return step;
  }

  /** Staff see drafts on the member pages, as a preview (docs/product/admin.md#drafts-and-publication). */
  const seenBy = (viewer: Viewer) => ({ now: clock.now().toISOString(), preview: viewer.role === 'staff' });

  async function selectedTest(axisId: string, viewer: Viewer) {
    const selection = await repo.findSelection(axisId, viewer.id);
    const test = selection
      ? await repo.findVisibleTest(axisId, selection.test_id, seenBy(viewer))
      : undefined;
    if (!test) throw new AppError('CONFLICT', 'Primero elige un caso práctico.');
    return test;
  }

  return {
    async list(slug: string, viewer: Viewer): Promise<TestList> {
      const axis = await axisOr404(slug, viewer);
      await stepMustBeOpen(axis.id);
      const seen = seenBy(viewer);
      const [tests, selection, attempt] = await Promise.all([
        repo.listTests(axis.id, seen),
        repo.findSelection(axis.id, viewer.id),
        repo.findAttempt(axis.id, viewer.id),
      ]);
      return {
        // A member who already chose a case goes straight back to it (docs/product/tests.md#test-selection),
        // unless that case was withdrawn since.
        redirect: Boolean(selection) && !attempt && tests.some((t) => t.id === selection?.test_id),
        done: Boolean(attempt),
        data: tests.map((t) => ({
          id: t.id,
          title: t.title,
          image_list: t.image_list,
          description: t.description,
          ...(t.published_at && t.published_at <= seen.now ? {} : { preview: true }),
        })),
      };
    },

    async select(slug: string, viewer: Viewer, testId: string) {
      const axis = await axisOr404(slug, viewer);
      await stepMustBeOpen(axis.id);
      if (await repo.findAttempt(axis.id, viewer.id))
        throw new AppError('CONFLICT', 'Ya resolviste el caso práctico de esta ruta.');
      if (!(await repo.findVisibleTest(axis.id, testId, seenBy(viewer))))
        throw AppError.validation({ test: 'Elige un caso práctico' });
      await repo.saveSelection(axis.id, viewer.id, testId, clock.now().toISOString());
      return { status: true as const };
    },

    /** The chosen case; the right answers stay on the server. */
    async test(slug: string, viewer: Viewer): Promise<TestData> {
      const axis = await axisOr404(slug, viewer);
      await stepMustBeOpen(axis.id);
      if (await repo.findAttempt(axis.id, viewer.id))
        throw new AppError('CONFLICT', 'Ya resolviste el caso práctico de esta ruta.');
      const test = await selectedTest(axis.id, viewer);
      const questions = await repo.listQuestions(test.id);
      let intro: Array<{ title: string; text: string }> = [];
      try {
        intro = JSON.parse(test.intro_json);
      } catch {
        intro = [];
      }
      return {
        test: {
          id: test.id,
          title: test.title,
          intro,
          questions: questions.map((q) => ({
            id: q.id,
            question: q.question,
            answers: answersOf(q.answers_json).map(({ id, text }) => ({ id, text })),
          })),
        },
      };
    },

    /** Scores once: a second submission answers 409 and changes nothing. */
    async save(slug: string, viewer: Viewer, input: TestSaveInput) {
      const userId = viewer.id;
      const axis = await axisOr404(slug, viewer);
      const step = await stepMustBeOpen(axis.id);
      if (await repo.findAttempt(axis.id, userId))
        throw new AppError('CONFLICT', 'Ya resolviste el caso práctico de esta ruta.');
      const test = await selectedTest(axis.id, viewer);
      const questions = await repo.listQuestions(test.id);
      const given = new Map(input.questions.map((q) => [q.id, q.answer]));
      const errors: Record<string, string> = {};
      questions.forEach((q, i) => {
        const answer = given.get(q.id);
        if (!answer || !answersOf(q.answers_json).some((a) => a.id === answer))
          errors[`questions.${i}`] = ANSWER_REQUIRED;
      });
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const right = questions.filter((q) => given.get(q.id) === q.correct_answer).length;
      const score = scoreOutOf10(right, questions.length || QUESTIONS_PER_TEST);
      // Without one transaction, a failure after the attempt would leave stop 7 unmarked while a retry answers 409.
      const saved = await deps.transaction(async (tx) => {
        const inserted = await tx.repo.insertAttempt({
          axisId: axis.id,
          testId: test.id,
          userId,
          score,
          answers: JSON.stringify(questions.map((q) => ({ id: q.id, answer: given.get(q.id) }))),
          now: clock.now().toISOString(),
        });
        if (inserted) await tx.markStepVisited(step.id, userId);
        return inserted;
      });
      if (!saved) throw new AppError('CONFLICT', 'Ya resolviste el caso práctico de esta ruta.');
      return { status: true as const, score };
    },

    async results(slug: string, viewer: Viewer): Promise<TestResults> {
      const axis = await axisOr404(slug, viewer);
      const userId = viewer.id;
      const attempt = await repo.findAttempt(axis.id, userId);
      if (!attempt) throw new AppError('NOT_FOUND', 'Todavía no has resuelto el caso práctico de esta ruta.');
      const test = await repo.findTest(axis.id, attempt.test_id);
      const questions = await repo.listQuestions(attempt.test_id);
      const given = new Map(
        (JSON.parse(attempt.answers_json) as Array<{ id: string; answer: string }>).map((a) => [
          a.id,
          a.answer,
        ]),
      );
      return {
        evaluation: {
          testName: test?.title ?? '',
          score: attempt.score,
          total: 10,
          questions: questions.map((q) => {
            const answers = answersOf(q.answers_json);
            const chosen = given.get(q.id);
            return {
              question: q.question,
              answer: answers.find((a) => a.id === chosen)?.text ?? '',
              correct: chosen === q.correct_answer,
              correctAnswer: answers.find((a) => a.id === q.correct_answer)?.text ?? '',
            };
          }),
        },
      };
    },

    attemptsOf: (userId: string) => repo.attemptsOf(userId),
  };
}
export type TestsService = ReturnType<typeof createTestsService>;
