import { z } from '../validation/zod-config.ts';
import { axisCardSchema, scheduleRowSchema } from '../meetings/schemas.ts';
import { livePhases } from '../meetings/time.ts';

/** Before, live or after its time (and its 90 minutes), by the server's clock. */
const phaseSchema = z.enum(livePhases);

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

/**
 * The masterclass in the member's own zone (from the confirmed country and region); null when the
 * portal does not know it. `date` DD/MM/YYYY, `hour` HH:mm, `zone` "GMT-5", `text` the whole sentence.
 */
const memberTimeSchema = z.object({
  time_zone: z.string(),
  date: z.string(),
  hour: z.string(),
  zone: z.string(),
  text: z.string(),
});

/** "Añadir al calendario": the .ics file on the portal and Google's and Outlook's forms; null once it has ended. */
const masterclassCalendarSchema = z.object({ ics: z.string(), google: z.string(), outlook: z.string() });

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
  member_time: memberTimeSchema.nullable(),
  calendar: masterclassCalendarSchema.nullable(),
  phase: phaseSchema,
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
  /**
   * The masterclass in the member's own zone (from the confirmed country and region); null when the
   * portal does not know it. `date` DD/MM/YYYY, `hour` HH:mm, `zone` "GMT-5", `text` the whole sentence.
   */
  member_time: memberTimeSchema.nullable(),
  calendar: masterclassCalendarSchema.nullable(),
  phase: phaseSchema,
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
    /** 'f' (la experta) or 'm' (el experto): docs/decisions/0049. */
    speaker_gender: z.enum(['f', 'm']),
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
  /** False once the masterclass has begun: the expert can no longer answer in it. */
  questionsOpen: z.boolean(),
  /** Only for staff, on a route members cannot see yet. */
  preview: z.literal(true).optional(),
});
export type Experts = z.infer<typeof expertsSchema>;
export type ExpertGender = Experts['expert']['speaker_gender'];

/**
 * The words that name a route's expert, agreeing with the grammatical gender staff chose
 * (docs/decisions/0049): "Conoce a la experta" / "Conoce al experto".
 */
export function expertWords(gender: ExpertGender | undefined) {
  const f = gender === 'f';
  return {
    /** The experts screen's heading. */
    meet: f ? 'Conoce a la experta' : 'Conoce al experto',
    /** The question box's heading. */
    ask: f ? 'Pregunta a la experta' : 'Pregunta al experto',
    /** "la experta" / "el experto". */
    theExpert: f ? 'la experta' : 'el experto',
  };
}

/** docs/product/axes.md#expert-question: questions are for the masterclass, so they close when it begins. */
export const EXPERT_QUESTIONS_CLOSED =
  'La masterclass ya se realizó: ya no recibimos preguntas para esta ruta.';

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
