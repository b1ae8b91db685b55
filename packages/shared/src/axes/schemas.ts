import { z } from 'zod';
import { axisCardSchema, scheduleRowSchema } from '../meetings/schemas.ts';

export const QUESTION_REQUIRED = 'Debes introducir tu pregunta';
export const TOTAL_STOPS = 8;

export const axisParams = z.object({ slug: z.string().min(1).max(160) });
export const stepParams = z.object({
  slug: z.string().min(1).max(160),
  slugStep: z.string().min(1).max(160),
});

/**
 * A stop (docs/product/axes.md#stops-and-their-kinds), with `kind` saying where its card leads (stop,
 * masterclass, test, certificate).
 */
export const stepSchema = z.object({
  id: z.string(),
  step_count: z.number().int(),
  kind: z.enum(['stop', 'masterclass', 'test', 'certificate']),
  title: z.string(),
  intro: z.string(),
  image: z.string(),
  slug: z.string(),
  open_date: z.string(),
  opened: z.boolean(),
  visited: z.boolean(),
  type_text: z.string(),
  type_btn: z.string(),
  text_btn: z.string(),
});
export type Step = z.infer<typeof stepSchema>;

/** The masterclass card of stop 5 (docs/product/axes.md#masterclass-screen). */
export const masterclassSchema = z.object({
  title: z.string(),
  intro: z.string(),
  image: z.string(),
  date: z.string(),
  hour: z.string(),
  slug: z.string(),
  opened: z.boolean(),
  visited: z.boolean(),
  open_date: z.string(),
});

/** The route itself, as the 2022 home shows it (GET axis). */
export const axisSchema = axisCardSchema;

/** GET axis/info/{slug}: the route home. */
export const axisInfoSchema = z.object({
  axis: axisSchema,
  steps: z.array(stepSchema),
  masterclass: masterclassSchema.nullable(),
  progress: z.object({ visited: z.number().int(), total: z.number().int() }),
  /** Only for staff, on a route members cannot see yet (docs/product/admin.md#drafts-and-publication). */
  preview: z.literal(true).optional(),
});
export type AxisInfo = z.infer<typeof axisInfoSchema>;

const iframe = z.object({ id: z.string(), url: z.string(), iframe_type: z.string() });

/** GET axis/{slug}/steps/{slugStep}: docs/product/axes.md#stop-screen. */
export const stopInfoSchema = z.object({
  id: z.string(),
  step_count: z.number().int(),
  kind: z.enum(['stop', 'masterclass', 'test', 'certificate']),
  type_text: z.string(),
  step_inner_text_type: z.string(),
  title: z.string(),
  text_inner: z.string(),
  iframes: z.array(iframe),
  btns: z.array(z.object({ id: z.string(), url: z.string(), btn_text: z.string() })),
  infoCert: z.object({ notVisited: z.array(z.string()), axisId: z.string() }),
  /** False only for staff previewing a stop before its open date (members get 403 then). */
  opened: z.boolean(),
  open_date: z.string(),
  bg_desk: z.string(),
  bg_tablet: z.string(),
  bg_mobile: z.string(),
  /** Only for staff: the route or this stop is not open to members yet. */
  preview: z.literal(true).optional(),
});
export type StopInfo = z.infer<typeof stopInfoSchema>;

/**
 * The masterclass hours grouped by the countries that share them (docs/product/axes.md#masterclass-hours).
 */
export const hourGroupSchema = z.object({
  hour: z.string(),
  date: z.string(),
  countries: z.array(z.string()),
});
export type HourGroup = z.infer<typeof hourGroupSchema>;

/** GET axis/{slug}/masterclass/{slugStep}: docs/product/axes.md#masterclass-screen. */
export const masterclassInfoSchema = z.object({
  title_inner: z.string(),
  intro_inner: z.string(),
  step_inner_text_type: z.string(),
  text_inner: z.string(),
  iframes: z.array(iframe),
  bg_desk: z.string(),
  bg_tablet: z.string(),
  bg_mobile: z.string(),
  starts_at: z.string(),
  hours: z.array(hourGroupSchema),
  schedule: z.array(scheduleRowSchema),
  /** False only for staff previewing the masterclass before its open date (members get 403 then). */
  opened: z.boolean(),
  open_date: z.string(),
  /** Only for staff: the route or the masterclass is not open to members yet. */
  preview: z.literal(true).optional(),
});
export type MasterclassInfo = z.infer<typeof masterclassInfoSchema>;

export const visitSchema = z.object({ status: z.literal(true), visited: z.literal(true) });

export const clickSchema = z.object({ bid: z.string({ message: 'Falta el botón' }).min(1).max(64) });

/** The expert and the coaches (docs/product/axes.md#experts-screen). */
export const expertsSchema = z.object({
  expert: z.object({
    speaker: z.string(),
    speaker_job: z.string(),
    speaker_image: z.string(),
    speaker_image_rwd: z.string(),
    speaker_ln: z.string(),
    speaker_fb: z.string(),
    speaker_tw: z.string(),
    speaker_yt: z.string(),
    speaker_excerpt: z.string(),
    speaker_name_axis_page: z.string(),
  }),
  coachesForum: z.array(z.object({ image: z.string(), name: z.string(), job: z.string(), bio: z.string() })),
  /** Only for staff, on a route members cannot see yet. */
  preview: z.literal(true).optional(),
});
export type Experts = z.infer<typeof expertsSchema>;

export const axisQuestionSchema = z.object({
  question: z
    .string({ message: QUESTION_REQUIRED })
    .trim()
    .min(1, QUESTION_REQUIRED)
    .max(2000, 'Máximo 2000 caracteres'),
});
export type AxisQuestionInput = z.infer<typeof axisQuestionSchema>;

export const relatedGroups = [
  { key: 'expert', label: 'Del experto' },
  { key: 'documentos', label: 'Documentos' },
  { key: 'podcast', label: 'Podcast' },
  { key: 'animaciones', label: 'Animaciones' },
  { key: 'videos', label: 'Videos' },
] as const;

export const relatedSchema = z.object({
  axisTitle: z.string(),
  groups: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      items: z.array(z.object({ title: z.string(), description: z.string(), url: z.string() })),
    }),
  ),
  /** Only for staff, on a route members cannot see yet. */
  preview: z.literal(true).optional(),
});
export type Related = z.infer<typeof relatedSchema>;

/** docs/product/axes.md#certificate-stop: "la/las parada/paradas: A, B y C". */
export function joinStopNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

export const MISSING_STOPS_INTRO =
  'No puedes descargar aún tu certificado porque te falta completar la/las parada/paradas:';
export const MISSING_STOPS_OUTRO = 'Por favor revisa y completa tu itinerario.';
