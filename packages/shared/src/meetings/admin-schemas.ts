import { z } from '../validation/zod-config.ts';
import {
  adminListQuery,
  MAX_REVISION,
  publicationStates,
  revisionRangeMessage,
  type PublicationState,
} from '../admin/schemas.ts';
import { videoLinkField } from '../media/video-link-fields.ts';
import { isAllowedChatFrame } from '../media/video-links.ts';
import { localDate, meetingDisplayTime, scheduleZones, zonedTimeToInstant } from './time.ts';

/**
 * A meeting as the back office edits it (docs/product/admin.md, docs/product/meetings.md#meeting-fields):
 * one schema checks the form in the browser and the request on the server. The start is a local date,
 * a local time and an IANA zone chosen among the portal's countries; the server stores the instant.
 */

export const TITLE_REQUIRED = 'Escribe el título del encuentro.';
export const DATE_INVALID = 'Indica la fecha con el formato AAAA-MM-DD.';
export const TIME_INVALID = 'Indica la hora con el formato HH:MM.';
export const TIME_ZONE_INVALID = 'Elige la zona horaria de uno de los países del portal.';
export const LOCAL_TIME_MISSING =
  'Esa hora no existe en la zona horaria elegida ese día (cambio de horario). Elige otra hora.';
export const MEDIA_URL_INVALID =
  'Usa una dirección de un archivo del portal (/media/…) o una dirección completa que empiece por https://.';
export const LINK_INVALID = 'Usa una dirección completa que empiece por https://.';
export const SLUG_INVALID =
  'Usa solo minúsculas sin tildes, números y guiones (por ejemplo, evaluar-para-aprender).';
export const ATTENDANCE_MINUTES_INVALID = 'Indica los minutos de asistencia: un número entero entre 1 y 600.';
export const ATTENDANCE_OVER_DURATION =
  'Los minutos de asistencia no pueden superar la duración del encuentro.';
export const SLUG_TAKEN = 'Ya hay otro encuentro con esta dirección.';
export const HOST_EMAIL_INVALID = 'Escribe un correo electrónico válido o deja el campo vacío.';
export const HOST_NOT_FOUND =
  'No hay ninguna cuenta con este correo. El presentador o la presentadora necesita una cuenta del portal.';

/** The zones staff may announce a meeting in: those of the per-country schedule. */
export const meetingTimeZones = scheduleZones.map((z) => z.timeZone);
export const meetingTimeZoneOptions = scheduleZones.map((z) => ({ value: z.timeZone, label: z.country }));

/** State: from the clock, or forced by staff (docs/product/meetings.md#timing-states). */
export const meetingStates = ['auto', 'active', 'inactive', 'post_event'] as const;
export type MeetingStateChoice = (typeof meetingStates)[number];
export const meetingStateLabels: Record<MeetingStateChoice, string> = {
  auto: 'Automático (según la fecha)',
  active: 'Activo (anunciado)',
  inactive: 'Inactivo («Próximamente»)',
  post_event: 'Finalizado («Revívelo»)',
};

/** The stored overrides of each state; `null` follows the clock. */
export const stateOverrides: Record<
  MeetingStateChoice,
  { active_override: number | null; post_event_override: number | null }
> = {
  auto: { active_override: null, post_event_override: null },
  active: { active_override: 1, post_event_override: null },
  inactive: { active_override: 0, post_event_override: null },
  post_event: { active_override: null, post_event_override: 1 },
};

export function stateOf(row: { active_override: number | null; post_event_override: number | null }) {
  if (row.post_event_override === 1) return 'post_event' as const;
  if (row.active_override === 1) return 'active' as const;
  if (row.active_override === 0) return 'inactive' as const;
  return 'auto' as const;
}

export const genders = ['f', 'm'] as const;
export const genderLabels: Record<(typeof genders)[number], string> = {
  f: 'Femenino (la ponente)',
  m: 'Masculino (el ponente)',
};

const text = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres.`).default('');

/** An image, document or audio: a file of the portal (/media/…) or an https address (a CDN). */
export const isMediaUrl = (value: string) =>
  value === '' || /^\/media\/[^\s]+$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value);
const mediaUrl = text(500).refine(isMediaUrl, MEDIA_URL_INVALID);
const link = text(500).refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), LINK_INVALID);

/**
 * A player address: any usual YouTube or Vimeo link, stored as its privacy-enhanced embed address
 * (media/video-links.ts), then checked against the allowed embed hosts by `embedErrors` (server and form).
 */
const embedUrl = videoLinkField(text(500));
const chatUrl = videoLinkField(text(500), 'chat');

/** Direct video files play in a <video>; anything else is a player page in an iframe. */
export const isVideoFile = (url: string) => /\.(mp4|webm|m4v|ogv)(\?|#|$)/i.test(url);

const objectiveSchema = z.object({
  img: mediaUrl,
  title: text(200).pipe(z.string().min(1, 'Escribe el título del objetivo.')),
  excerpt: text(1000),
});
const recommendationSchema = z.object({
  title: text(200).pipe(z.string().min(1, 'Escribe el título de la recomendación.')),
  excerpt: text(1000),
  url: text(500).refine((v) => v === '' || /^(https:\/\/|\/)[^\s]+$/.test(v), LINK_INVALID),
  img: mediaUrl,
});

const gender = z.enum(genders, { error: 'Elige el género gramatical.' }).default('m');

const meetingFields = z.object({
  title: z.string({ error: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(300, 'Máximo 300 caracteres.'),
  /** Empty on a new meeting: made from the title. */
  slug: text(160).refine((v) => v === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), SLUG_INVALID),
  topic: text(300),
  date: z.string({ error: DATE_INVALID }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID),
  time: z.string({ error: TIME_INVALID }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_INVALID),
  time_zone: z.enum(meetingTimeZones, { error: TIME_ZONE_INVALID }),
  duration_minutes: z.coerce
    .number({ error: 'Indica la duración en minutos.' })
    .int('Indica la duración en minutos enteros.')
    .min(15, 'La duración mínima es de 15 minutos.')
    .max(600, 'La duración máxima es de 600 minutos.'),
  /** Minutes of presence, live or on the replay, that count as attendance (docs/product/meetings.md#attendance). */
  attendance_minutes: z.coerce
    .number({ error: ATTENDANCE_MINUTES_INVALID })
    .int(ATTENDANCE_MINUTES_INVALID)
    .min(1, ATTENDANCE_MINUTES_INVALID)
    .max(600, ATTENDANCE_MINUTES_INVALID)
    .default(30),
  state: z.enum(meetingStates).default('auto'),
  posts_hidden: z.boolean().default(false),
  img: mediaUrl,
  img_inner: mediaUrl,
  img_inner_t: mediaUrl,
  img_inner_m: mediaUrl,
  bg_more_info: mediaUrl,
  bg_more_info_t: mediaUrl,
  bg_more_info_m: mediaUrl,
  video_inner: embedUrl,
  iframe_event: embedUrl,
  iframe_chat: chatUrl,
  iframe_post_event: embedUrl,
  reason: text(5000),
  objectives: z.array(objectiveSchema).max(10, 'Como máximo 10 objetivos.').default([]),
  doc: mediaUrl,
  summ: mediaUrl,
  presentation: mediaUrl,
  podcast: mediaUrl,
  recommendations: z.array(recommendationSchema).max(10, 'Como máximo 10 recomendaciones.').default([]),
  cta_text: text(500),
  speaker: text(200),
  speaker_country: text(80),
  speaker_job: text(300),
  speaker_image: mediaUrl,
  speaker_claim: text(500),
  speaker_excerpt: text(5000),
  speaker_name_meeting_page: text(200),
  speaker_ln: link,
  speaker_fb: link,
  speaker_tw: link,
  speaker_yt: link,
  speaker_gender: gender,
  driver: text(200),
  driver_country: text(80),
  driver_job: text(300),
  /** The host's photo (the API has always called it `driver_doc`). */
  driver_doc: mediaUrl,
  driver_claim: text(500),
  /** The host's biography. */
  driver_doc_text: text(5000),
  driver_ln: link,
  driver_fb: link,
  driver_tw: link,
  driver_yt: link,
  driver_gender: gender,
  /**
   * The e-mail of the member account that runs the meeting's questions besides staff (its console and
   * export, docs/decisions/0050-meeting-hosts.md); empty: no host account.
   */
  host_email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, HOST_EMAIL_INVALID)
    .refine((v) => v === '' || z.email().safeParse(v).success, HOST_EMAIL_INVALID)
    .default(''),
});

function refineStart(value: { date: string; time: string; time_zone: string }, ctx: z.RefinementCtx) {
  // A wall time that the zone skips that day (a daylight-saving gap) is refused, not moved.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date) || !/^\d{2}:\d{2}$/.test(value.time)) return;
  if (!(meetingTimeZones as readonly string[]).includes(value.time_zone)) return;
  const problem = localTimeProblem(value.date, value.time, value.time_zone);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

/** Nobody could attend live for longer than the meeting lasts. */
function refineAttendance(
  value: { duration_minutes: number; attendance_minutes: number },
  ctx: z.RefinementCtx,
) {
  if (value.attendance_minutes > value.duration_minutes)
    ctx.addIssue({ code: 'custom', path: ['attendance_minutes'], message: ATTENDANCE_OVER_DURATION });
}

export const meetingInputSchema = meetingFields.superRefine(refineStart).superRefine(refineAttendance);
export type MeetingInput = z.output<typeof meetingInputSchema>;
export type MeetingFormValues = z.input<typeof meetingInputSchema>;

/** Why a local date and time cannot be the start of a meeting in a zone, or null when it can. */
export function localTimeProblem(
  date: string,
  time: string,
  timeZone: string,
): { field: 'date' | 'time'; message: string } | null {
  let instant: Date;
  try {
    instant = zonedTimeToInstant(date, time, timeZone);
  } catch {
    return { field: 'date', message: 'Esa fecha no existe.' };
  }
  const shown = meetingDisplayTime(instant, timeZone);
  if (localDate(instant, timeZone) !== date || shown.hour_formated !== time)
    return { field: 'time', message: LOCAL_TIME_MISSING };
  return null;
}

/** The start instant of a valid input (call after the schema accepted it). */
export const startOf = (input: Pick<MeetingInput, 'date' | 'time' | 'time_zone'>): Date =>
  zonedTimeToInstant(input.date, input.time, input.time_zone);

/** The player fields and what each accepts besides an allowed embed host. */
export const embedFields = {
  video_inner: { label: 'Vídeo de presentación', videoFile: true },
  iframe_event: { label: 'Emisión en directo', videoFile: true },
  iframe_chat: { label: 'Chat en directo', videoFile: false, chat: true },
  iframe_post_event: { label: 'Grabación (revívelo)', videoFile: true },
} as const;
export type EmbedField = keyof typeof embedFields;

const hostName = (origin: string) => origin.replace(/^https?:\/\//, '').replace(/\/.*$/, '');

export function embedHostMessage(hosts: readonly string[], videoFile: boolean): string {
  const names = hosts.map(hostName);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : (names[0] ?? '');
  return `Esta dirección no es de un reproductor permitido. Usa un enlace para insertar (https://) de ${list}${
    videoFile ? ', o un vídeo del portal (/media/….mp4)' : ''
  }.`;
}

/**
 * Whether a player address may be embedded: an allowed host over https, or (for videos) a portal file,
 * or (for a chat) YouTube's live chat when YouTube is allowed.
 */
export function isAllowedEmbed(
  url: string,
  hosts: readonly string[],
  videoFile: boolean,
  chat = false,
): boolean {
  if (url === '') return true;
  if (chat && isAllowedChatFrame(url, hosts)) return true;
  if (videoFile && /^\/media\/[^\s]+$/.test(url) && isVideoFile(url)) return true;
  let origin: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return false;
    origin = parsed.origin;
  } catch {
    return false;
  }
  return hosts.some((host) => {
    try {
      return new URL(host).origin === origin;
    } catch {
      return false;
    }
  });
}

/** The field errors of the player addresses, against the allowed embed hosts (EMBED_HOSTS). */
export function embedErrors(
  input: Partial<Record<EmbedField, string | undefined>>,
  hosts: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, spec] of Object.entries(embedFields)) {
    const value = input[field as EmbedField]?.trim() ?? '';
    if (!isAllowedEmbed(value, hosts, spec.videoFile, 'chat' in spec))
      errors[field] = embedHostMessage(hosts, spec.videoFile);
  }
  return errors;
}

/** The form's schema: the shared one plus the embed hosts the server allows. */
export const meetingFormSchema = (hosts: readonly string[]) =>
  meetingInputSchema.superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(embedErrors(value, hosts)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

/** A meeting's revision: existing meetings started at 0 (it is also the calendar's SEQUENCE). */
export const meetingRevisionField = z.coerce
  .number({ error: 'Falta la versión del contenido. Recarga la página.' })
  .int()
  .min(0)
  .max(MAX_REVISION, { error: revisionRangeMessage });

export const meetingUpdateSchema = meetingFields
  .extend({ revision: meetingRevisionField })
  .superRefine(refineStart)
  .superRefine(refineAttendance);
export type MeetingUpdateInput = z.output<typeof meetingUpdateSchema>;

export const meetingRevisionSchema = z.object({ revision: meetingRevisionField });
export const meetingPublishSchema = z.object({
  revision: meetingRevisionField,
  /** Absent: now. */
  at: z.iso.datetime({ offset: true, error: 'Indica una fecha y hora válidas.' }).optional(),
});
export type MeetingPublishInput = z.infer<typeof meetingPublishSchema>;

export const meetingIdParams = z.object({ meetingId: z.string().min(1).max(64) });

/** The meeting as the editor loads it: the input's fields plus its bookkeeping. */
export const meetingAdminSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  publication: z.enum(publicationStates),
  published_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  starts_at: z.string(),
  /** Members have used it (inscriptions, posts, questions, certificates): removing it archives it. */
  used: z.boolean(),
  /** Members registered now: a change of date, hour or address tells each of them (decision 0073). */
  inscribed: z.number().int(),
  values: z.record(z.string(), z.unknown()),
});
export type MeetingAdmin = Omit<z.infer<typeof meetingAdminSchema>, 'values'> & { values: MeetingInput };

export const meetingListQuery = adminListQuery.extend({
  publication: z.enum(publicationStates).optional(),
  /** Meetings starting on or after this day (YYYY-MM-DD, UTC). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
    .optional(),
  /** Meetings starting on or before this day (YYYY-MM-DD, UTC). */
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
    .optional(),
});
export type MeetingListQuery = z.input<typeof meetingListQuery>;

export const meetingListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  topic: z.string(),
  speaker: z.string(),
  starts_at: z.string(),
  time_zone: z.string(),
  /** Local date and time in the meeting's zone: `YYYY/MM/DD`, `HH:mm`, and the zone's label. */
  date: z.string(),
  hour: z.string(),
  zone: z.string(),
  state: z.enum(meetingStates),
  publication: z.enum(publicationStates),
  published_at: z.string().nullable(),
  revision: z.number().int(),
});
export type MeetingListItem = z.infer<typeof meetingListItemSchema>;

export const meetingListSchema = z.object({
  meetings: z.array(meetingListItemSchema),
  nextCursor: z.string().optional(),
});
export type MeetingList = z.infer<typeof meetingListSchema>;

export const meetingFormOptionsSchema = z.object({ embedHosts: z.array(z.string()) });
export type MeetingFormOptions = z.infer<typeof meetingFormOptionsSchema>;

export const meetingRemovalSchema = z.object({ result: z.enum(['deleted', 'archived']) });

/** Publication of a row at an instant (docs/product/admin.md#drafts-and-publication). */
export function publicationOf(
  row: { published_at: string | null; archived_at: string | null },
  now: Date,
): PublicationState {
  if (row.archived_at) return 'archived';
  if (!row.published_at) return 'draft';
  return Date.parse(row.published_at) > now.getTime() ? 'scheduled' : 'published';
}
