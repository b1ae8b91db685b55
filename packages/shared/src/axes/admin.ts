import { z } from '../validation/zod-config.ts';
import { adminListQuery, publicationStates, revisionField } from '../admin/schemas.ts';
import { localDate, meetingDisplayTime, PUBLISHER_TIME_ZONE, zonedTimeToInstant } from '../meetings/time.ts';
import { TOTAL_STOPS } from './schemas.ts';
import { embedFrameField, videoLinkField } from '../media/video-link-fields.ts';
import { isAllowedChatFrame } from '../media/video-links.ts';

/**
 * The routes (ejes) in the back office (docs/product/axes.md#back-office): the route, its expert,
 * its 8 stops, coaches, related content and forum threads. Field names are the stored ones, so a
 * 409's `conflict.changes` names the form's fields.
 */

const REQUIRED = 'Este campo es obligatorio.';
const TOO_LONG = (n: number) => `Máximo ${n} caracteres.`;

const text = (max: number) => z.string().trim().max(max, TOO_LONG(max));
const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG(max));

export const SLUG_MESSAGE = 'Usa solo minúsculas sin tildes, números y guiones (por ejemplo: mi-ruta).';
export const slugField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(160, TOO_LONG(160))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE);

const URL_MESSAGE = 'Escribe una dirección web completa (https://…) o una ruta del portal (/media/…).';
/** A link or an image: a web address or a path of the portal; '' when unset. */
export const linkField = text(500).refine(
  (v) => v === '' || (/^\/[^/\\]/.test(v) && !/\s/.test(v)) || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
  URL_MESSAGE,
);
const SOCIAL_MESSAGE = 'Escribe la dirección completa del perfil (https://…).';
const socialField = text(500).refine(
  (v) => v === '' || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
  SOCIAL_MESSAGE,
);

export const EMBED_MESSAGE =
  'Esta dirección no se puede insertar: usa un vídeo de los servicios permitidos o un archivo del portal (/media/…).';

/**
 * An embed (intro video, a stop's iframes, the masterclass player and chat) may come from the
 * portal's own media or from an allowed embed host (an origin such as https://player.vimeo.com).
 */
export function isAllowedEmbed(url: string, hosts: readonly string[]): boolean {
  if (url === '') return true;
  if (isAllowedChatFrame(url, hosts)) return true;
  if (/^\/media\/[^\s]*$/.test(url) && !url.includes('..')) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && hosts.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` and `YYYY-MM-DDTHH:mm` in the publisher's zone (docs/product/axes.md#route-fields). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const validLocal = (v: string) => {
  try {
    const [date, time = '12:00'] = v.split('T');
    zonedTimeToInstant(date!, time, PUBLISHER_TIME_ZONE);
    return true;
  } catch {
    return false;
  }
};
export const localDateField = z
  .string({ error: REQUIRED })
  .regex(DATE, 'Indica una fecha válida.')
  .refine(validLocal, 'Indica una fecha válida.');
export const localDateTimeField = z
  .string({ error: REQUIRED })
  .regex(DATE_TIME, 'Indica una fecha y hora válidas.')
  .refine(validLocal, 'Indica una fecha y hora válidas.');

/** The stored instant of a local date (noon, so every zone of the portal shows the same day). */
export const instantOfLocalDate = (date: string) =>
  zonedTimeToInstant(date, '12:00', PUBLISHER_TIME_ZONE).toISOString();
export const instantOfLocalDateTime = (value: string) => {
  const [date, time] = value.split('T');
  return zonedTimeToInstant(date!, time!, PUBLISHER_TIME_ZONE).toISOString();
};
export const localDateOf = (iso: string) => (iso ? localDate(new Date(iso), PUBLISHER_TIME_ZONE) : '');
export const localDateTimeOf = (iso: string) => {
  if (!iso) return '';
  const t = meetingDisplayTime(new Date(iso), PUBLISHER_TIME_ZONE);
  return `${t.date.replaceAll('/', '-')}T${t.hour_formated}`;
};

// ---------------------------------------------------------------- the route

export const expertGenders = ['f', 'm'] as const;
export const expertGenderLabels: Record<(typeof expertGenders)[number], string> = {
  f: 'Femenino (la experta)',
  m: 'Masculino (el experto)',
};

export const axisFormSchema = z.object({
  slug: slugField,
  position: z.coerce.number({ error: 'Indica un número.' }).int().min(0, 'Indica un número.').max(999),
  claim: text(300),
  title: requiredText(300),
  excerpt: text(2000),
  date: localDateField,
  active: z.boolean(),
  /** Any usual YouTube or Vimeo link, stored as its embed address (media/video-links.ts). */
  video_inner: videoLinkField(text(500)),
  speaker: text(200),
  /** The expert's grammatical gender (docs/decisions/0049); 'm' when a client sends none. */
  speaker_gender: z.enum(expertGenders, { error: 'Elige el género gramatical.' }).default('m'),
  speaker_job: text(300),
  speaker_country: text(80),
});
export type AxisForm = z.infer<typeof axisFormSchema>;
export const axisSaveSchema = axisFormSchema.extend({ revision: revisionField });
export type AxisSave = z.infer<typeof axisSaveSchema>;

/** The route's expert and social links (docs/product/axes.md#experts-screen). */
export const expertFormSchema = z.object({
  speaker_name_axis_page: text(200),
  speaker_image: linkField,
  speaker_image_rwd: linkField,
  speaker_excerpt: text(5000),
  speaker_ln: socialField,
  speaker_fb: socialField,
  speaker_tw: socialField,
  speaker_yt: socialField,
});
export type ExpertForm = z.infer<typeof expertFormSchema>;
export const expertSaveSchema = expertFormSchema.extend({ revision: revisionField });
export type ExpertSave = z.infer<typeof expertSaveSchema>;

// ---------------------------------------------------------------- stops

export const stepKinds = ['stop', 'masterclass', 'test', 'certificate'] as const;
export type StepKindValue = (typeof stepKinds)[number];
export const stepKindLabels: Record<StepKindValue, string> = {
  stop: 'Parada de contenido',
  masterclass: 'Masterclass',
  test: 'Caso práctico',
  certificate: 'Certificado',
};

/** docs/product/axes.md#stops-and-their-kinds: stop 5 is the masterclass, 7 the practical case, 8 the certificate. */
export const KIND_AT: Partial<Record<number, StepKindValue>> = {
  5: 'masterclass',
  7: 'test',
  8: 'certificate',
};
export function stepKindError(stepCount: number, kind: StepKindValue): string | undefined {
  const required = KIND_AT[stepCount];
  if (required && kind !== required)
    return `La parada ${stepCount} debe ser de tipo «${stepKindLabels[required]}».`;
  if (!required && kind !== 'stop')
    return `La parada ${stepCount} debe ser una parada de contenido: «${stepKindLabels[kind]}» va en la parada ${Object.entries(KIND_AT).find(([, k]) => k === kind)?.[0]}.`;
  return undefined;
}

export const iframeTypes = ['video', 'chat', 'other'] as const;
export const iframeTypeLabels: Record<(typeof iframeTypes)[number], string> = {
  video: 'Vídeo',
  chat: 'Chat',
  other: 'Otro contenido',
};
export const MAX_STEP_TEXT = 50_000;

export const stepFormSchema = z.object({
  kind: z.enum(stepKinds, { error: 'Elige el tipo de parada.' }),
  slug: slugField,
  open_date: localDateTimeField,
  title: requiredText(300),
  intro: text(2000),
  image: linkField,
  type_text: text(120),
  type_btn: text(60),
  text_btn: text(120),
  step_inner_text_type: text(120),
  title_inner: text(300),
  intro_inner: text(2000),
  /** Staff HTML; the server keeps it only through the one sanitizer (docs/product/content.md#staff-html). */
  text_inner: z.string().max(MAX_STEP_TEXT, TOO_LONG(MAX_STEP_TEXT)),
  iframes: z
    .array(
      // A video or chat is stored as its embed address; "other" content is kept as pasted.
      embedFrameField(z.object({ url: text(500).min(1, REQUIRED), iframe_type: z.enum(iframeTypes) })),
    )
    .max(6, 'Como máximo 6 contenidos insertados.'),
  buttons: z
    .array(
      z.object({
        id: z.string().max(36).optional(),
        url: linkField.refine((v) => v !== '', REQUIRED),
        btn_text: requiredText(200),
      }),
    )
    .max(8, 'Como máximo 8 botones.'),
  /** The masterclass's live instant; '' for other stops. */
  starts_at: z.union([z.literal(''), localDateTimeField]),
  bg_desk: linkField,
  bg_tablet: linkField,
  bg_mobile: linkField,
});
export type StepForm = z.infer<typeof stepFormSchema>;
export const stepSaveSchema = stepFormSchema.extend({ revision: revisionField });
export type StepSave = z.infer<typeof stepSaveSchema>;

export const stepParamsAdmin = z.object({
  axisId: z.string().min(1).max(36),
  stepCount: z.coerce.number().int().min(1).max(TOTAL_STOPS),
});

// ---------------------------------------------------------------- coaches and related content

export const coachFormSchema = z.object({
  id: z.string().max(36).optional(),
  /** The account that moderates the forum; it becomes a coach (role `coach`). */
  user_id: z.string().max(36).nullable(),
  name: requiredText(200),
  job: text(300),
  bio: text(5000),
  image: linkField,
});
export type CoachForm = z.infer<typeof coachFormSchema>;
export const coachesSaveSchema = z.object({
  revision: revisionField,
  coaches: z.array(coachFormSchema).max(20, 'Como máximo 20 coaches.'),
});
export type CoachesSave = z.infer<typeof coachesSaveSchema>;

export const relatedGroupKeys = ['expert', 'documentos', 'podcast', 'animaciones', 'videos'] as const;
export const relatedFormSchema = z.object({
  id: z.string().max(36).optional(),
  group_key: z.enum(relatedGroupKeys, { error: 'Elige el grupo.' }),
  title: requiredText(300),
  description: text(2000),
  url: linkField.refine((v) => v !== '', REQUIRED),
});
export type RelatedForm = z.infer<typeof relatedFormSchema>;
export const relatedSaveSchema = z.object({
  revision: revisionField,
  related: z.array(relatedFormSchema).max(100, 'Como máximo 100 contenidos.'),
});
export type RelatedSave = z.infer<typeof relatedSaveSchema>;

export const accountCandidateSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['member', 'coach', 'staff']),
});
export type AccountCandidate = z.infer<typeof accountCandidateSchema>;
export const accountQuery = z.object({ q: z.string().trim().min(2, 'Escribe al menos 2 letras.').max(100) });

// ---------------------------------------------------------------- forum threads

export const threadFormSchema = z.object({
  title: requiredText(300),
  /** The coach (of this route) who leads the thread; null for none. */
  coach_id: z.string().max(36).nullable(),
});
export type ThreadForm = z.infer<typeof threadFormSchema>;
export const threadSaveSchema = threadFormSchema.extend({ revision: revisionField });
export const threadStateSchema = z.object({ revision: revisionField, closed: z.boolean() });
export const threadParamsAdmin = z.object({
  axisId: z.string().min(1).max(36),
  threadId: z.string().min(1).max(36),
});

export const adminThreadSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  coach_id: z.string().nullable(),
  coach_name: z.string().nullable(),
  posts: z.number().int(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** Pinned threads list first for members (docs/decisions/0038-moderation.md). */
  pinned_at: z.string().nullable(),
  revision: z.number().int(),
});
export type AdminThread = z.infer<typeof adminThreadSchema>;
export const threadListQuery = adminListQuery;
export const adminThreadPageSchema = z.object({
  threads: z.array(adminThreadSchema),
  nextCursor: z.string().optional(),
});
export type AdminThreadPage = z.infer<typeof adminThreadPageSchema>;

// ---------------------------------------------------------------- answers

export const axisIdParams = z.object({ axisId: z.string().min(1).max(36) });
export const axisListQuery = adminListQuery.extend({ state: z.enum(publicationStates).optional() });
export type AxisListQuery = z.input<typeof axisListQuery>;

const publication = {
  state: z.enum(publicationStates),
  published_at: z.string().nullable(),
  archived_at: z.string().nullable(),
};

export const adminAxisItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  updated_at: z.string(),
  ...publication,
});
export type AdminAxisItem = z.infer<typeof adminAxisItemSchema>;
export const adminAxisPageSchema = z.object({
  axes: z.array(adminAxisItemSchema),
  nextCursor: z.string().optional(),
});
export type AdminAxisPage = z.infer<typeof adminAxisPageSchema>;

export const adminStepItemSchema = z.object({
  step_count: z.number().int(),
  kind: z.enum(stepKinds),
  title: z.string(),
  slug: z.string(),
  open_date: z.string(),
});

export const adminAxisSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  updated_at: z.string(),
  ...publication,
  axis: axisFormSchema,
  expert: expertFormSchema,
  steps: z.array(adminStepItemSchema),
  coaches: z.array(coachFormSchema.extend({ id: z.string(), email: z.string().nullable() })),
  related: z.array(relatedFormSchema.extend({ id: z.string() })),
});
export type AdminAxis = z.infer<typeof adminAxisSchema>;

export const adminStepSchema = z.object({
  axis: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  step_count: z.number().int(),
  revision: z.number().int(),
  form: stepFormSchema.extend({
    buttons: z.array(z.object({ id: z.string().optional(), url: z.string(), btn_text: z.string() })),
  }),
});
export type AdminStep = z.infer<typeof adminStepSchema>;

export const axisCreateSchema = axisFormSchema;
export const axisCreatedSchema = z.object({ id: z.string() });
