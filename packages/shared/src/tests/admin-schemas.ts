import { z } from '../validation/zod-config.ts';
import { adminListQuery, publicationStates, revisionField } from '../admin/schemas.ts';
import { QUESTIONS_PER_TEST } from './schemas.ts';

/**
 * The practical cases in the back office (docs/product/tests.md#back-office): the case as staff write
 * it, with the right answer of each question, which only the back office ever reads.
 */

export const TEN_QUESTIONS = `Un caso práctico tiene exactamente ${QUESTIONS_PER_TEST} preguntas.`;
export const SCORING_LOCKED =
  'Este caso ya tiene respuestas de docentes: sus preguntas, respuestas y respuestas correctas ya no se pueden cambiar, porque cambiarían las notas que obtuvieron. Crea una nueva versión del caso para cambiarlas.';
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 6;

/** A list image: an address of the portal (`/media/…`) or of an image host (`https://…`). */
const imageAddress = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https:\/\/\S+$/.test(v), {
    message: 'Escribe una dirección que empiece por https:// o por /.',
  });

export const testAnswerInput = z.object({
  /** Absent for an answer added in this save. */
  id: z.string().max(36).optional(),
  text: z.string().trim().min(1, 'Escribe el texto de la respuesta.').max(1000),
});

export const testQuestionInput = z
  .object({
    id: z.string().max(36).optional(),
    question: z.string().trim().min(1, 'Escribe la pregunta.').max(2000),
    answers: z
      .array(testAnswerInput)
      .min(MIN_ANSWERS, `Cada pregunta necesita al menos ${MIN_ANSWERS} respuestas.`)
      .max(MAX_ANSWERS, `Cada pregunta admite como mucho ${MAX_ANSWERS} respuestas.`),
    /** The place of the right answer in `answers`. */
    correct: z
      .number({ error: 'Marca la respuesta correcta.' })
      .int('Marca la respuesta correcta.')
      .min(0, 'Marca la respuesta correcta.'),
  })
  .refine((q) => q.correct < q.answers.length, {
    path: ['correct'],
    message: 'Marca la respuesta correcta.',
  });
export type TestQuestionInput = z.infer<typeof testQuestionInput>;

export const testIntroBlock = z.object({
  title: z.string().trim().min(1, 'Escribe el título del bloque.').max(300),
  text: z.string().trim().min(1, 'Escribe el texto del bloque.').max(10000),
});

const caseFields = {
  title: z.string().trim().min(1, 'Escribe el título del caso.').max(300),
  speaker: z.string().trim().max(200),
  imageList: imageAddress,
  description: z.string().trim().min(1, 'Escribe la descripción que verán en la lista.').max(2000),
  intro: z.array(testIntroBlock).max(10, 'Como mucho 10 bloques de introducción.'),
  questions: z.array(testQuestionInput).length(QUESTIONS_PER_TEST, TEN_QUESTIONS),
};

/** A new case: always a draft in its route. */
export const testCreateSchema = z.object({
  axisId: z.string({ error: 'Elige la ruta del caso.' }).min(1, 'Elige la ruta del caso.').max(36),
  ...caseFields,
});
export type TestCreateInput = z.infer<typeof testCreateSchema>;

/** A save of an existing case: the route does not change, the revision guards against stale copies. */
export const testUpdateSchema = z.object({ revision: revisionField, ...caseFields });
export type TestUpdateInput = z.infer<typeof testUpdateSchema>;

/** Unpublish, archive, restore: only the revision the screen holds. */
export const testRevisionSchema = z.object({ revision: revisionField });

export const testIdParams = z.object({ testId: z.string().min(1).max(64) });

export const adminTestState = z.enum(publicationStates);

export const adminTestQuery = adminListQuery.extend({
  axis: z.string().max(36).optional(),
  state: adminTestState.optional(),
});
export type AdminTestQuery = z.input<typeof adminTestQuery>;

export const adminTestRowSchema = z.object({
  id: z.string(),
  axis: z.object({ id: z.string(), title: z.string() }),
  title: z.string(),
  imageList: z.string(),
  state: adminTestState,
  publishedAt: z.string().nullable(),
  questions: z.number().int(),
  /** Members who answered it: more than 0 locks its scoring. */
  answered: z.number().int(),
  updatedAt: z.string(),
});
export type AdminTestRow = z.infer<typeof adminTestRowSchema>;

export const adminTestPageSchema = z.object({
  rows: z.array(adminTestRowSchema),
  nextCursor: z.string().optional(),
});
export type AdminTestPage = z.infer<typeof adminTestPageSchema>;

export const adminTestSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  axis: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  title: z.string(),
  speaker: z.string(),
  imageList: z.string(),
  description: z.string(),
  intro: z.array(z.object({ title: z.string(), text: z.string() })),
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      answers: z.array(z.object({ id: z.string(), text: z.string() })),
      correct: z.number().int(),
    }),
  ),
  state: adminTestState,
  publishedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  answered: z.number().int(),
  /** True when members answered it: questions, answers and right answers are read-only. */
  scoringLocked: z.boolean(),
  /** The case this draft is a new version of (archived when this one is published). */
  replaces: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The draft that will replace this case, when one was made. */
  newVersion: z.object({ id: z.string(), title: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTest = z.infer<typeof adminTestSchema>;

export const adminTestAxesSchema = z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() }));
export type AdminTestAxis = z.infer<typeof adminTestAxesSchema>[number];
