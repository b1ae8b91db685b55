import { z } from '../validation/zod-config.ts';

export const ANSWER_REQUIRED = 'Debes seleccionar una opción para continuar';
export const QUESTIONS_PER_TEST = 10;

export const testListSchema = z.object({
  redirect: z.boolean(),
  done: z.boolean(),
  data: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      image_list: z.string(),
      description: z.string(),
      /** Shown only to staff: a case members do not see yet ("Vista previa"). */
      preview: z.literal(true).optional(),
    }),
  ),
});
export type TestList = z.infer<typeof testListSchema>;

export const testSelectionSchema = z.object({
  test: z.string({ message: 'Elige un caso práctico' }).min(1).max(64),
});

/** GET test/{slug}: the chosen case, without any hint of the right answers. */
export const testSchema = z.object({
  test: z.object({
    id: z.string(),
    title: z.string(),
    intro: z.array(z.object({ title: z.string(), text: z.string() })),
    questions: z.array(
      z.object({
        id: z.string(),
        question: z.string(),
        answers: z.array(z.object({ id: z.string(), text: z.string() })),
      }),
    ),
  }),
});
export type TestData = z.infer<typeof testSchema>;

export const testSaveSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        answer: z.string({ message: ANSWER_REQUIRED }).min(1, ANSWER_REQUIRED).max(64),
      }),
    )
    .min(1, ANSWER_REQUIRED)
    .max(50),
});
export type TestSaveInput = z.infer<typeof testSaveSchema>;
export const testSavedSchema = z.object({ status: z.literal(true), score: z.number().int() });

export const testResultsSchema = z.object({
  evaluation: z.object({
    testName: z.string(),
    score: z.number().int(),
    total: z.number().int(),
    questions: z.array(
      z.object({
        question: z.string(),
        answer: z.string(),
        correct: z.boolean(),
        correctAnswer: z.string(),
      }),
    ),
  }),
});
export type TestResults = z.infer<typeof testResultsSchema>;
