import { z } from '../validation/zod-config.ts';
import { revisionField } from '../admin/schemas.ts';
import { countries } from '../directory/countries.ts';
import { scheduleRowSchema } from '../meetings/schemas.ts';
import { livePhases } from '../meetings/time.ts';
import { videoLinkField } from '../media/video-link-fields.ts';
import type { VideoLinkKind } from '../media/video-links.ts';

/**
 * The open-access form (docs/product/contact.md#open-access-form): one definition that the
 * browser and `POST /api/free-access` both run. Each field says its own message: the country's is
 * never the e-mail's.
 */
export const REQUIRED = 'Este campo es obligatorio';
export const INVALID_EMAIL = 'Introduce un correo electrónico válido';

/** What the browser keeps once the form is sent (docs/product/contact.md#open-access-form). */
export const FREE_ACCESS_EMAIL_KEY = 'freeAccessEmail';
export const FREE_ACCESS_COUNTRY_KEY = 'freeAccessCountry';

export const FREE_ACCESS_URL = '/api/free-access';
export const FREE_ACCESS_LIVE_URL = '/api/free-access/live';

const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

/** RFC 5322 dot-atom: printable ASCII letters, digits and `!#$%&'*+/=?^_`{|}~-`, dots only between. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** Host names: labels of letters, digits and inner hyphens, ending in a top-level domain of 2+ letters. */
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function isIpLiteral(domain: string): boolean {
  if (!domain.startsWith('[') || !domain.endsWith(']')) return false;
  const inner = domain.slice(1, -1);
  if (IPV4.test(inner)) return true;
  // RFC 5321 §4.1.3: an IPv6 literal is tagged `IPv6:`; the URL parser of the platform checks it.
  if (!/^IPv6:[0-9A-Fa-f:.]+$/.test(inner)) return false;
  try {
    new URL(`http://[${inner.slice(5)}]/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * docs/product/contact.md#open-access-e-mail-rule: "local part, @, domain with top-level domain of 2 or more
 * letters, or an IP literal". `ana@colegio.edu.co` and `ana@[192.168.0.1]` pass; `ana@colegio`,
 * `ana@colegio.c` and `@x.co` do not.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > LOCAL_MAX || !LOCAL_PART.test(local)) return false;
  return DOMAIN.test(domain) || isIpLiteral(domain);
}

const countryKeys = countries.map((c) => c.key) as [string, ...string[]];

export const openAccessSchema = z.object({
  email: z
    .string({ message: REQUIRED })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: REQUIRED });
      else if (!isValidEmail(value)) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL });
    }),
  // Missing, the placeholder ('' or '-1') or anything that is not one of the 15 countries.
  country: z.enum(countryKeys, { message: REQUIRED }),
  /**
   * The anti-forgery value (docs/product/session.md#anti-forgery allows it in the payload); the header is
   * what is checked.
   */
  token: z.string().max(200).optional(),
  captchaToken: z.string().max(4000).optional(),
});
export type OpenAccessInput = z.input<typeof openAccessSchema>;
export type OpenAccessData = z.output<typeof openAccessSchema>;

export const openAccessResponseSchema = z.object({ status: z.literal(true) });

/**
 * When the open masterclass takes place: the instant, its date and hour in the publisher's zone, and
 * the per-country schedule (docs/product/contact.md#open-masterclass).
 */
export const masterclassTimeSchema = z.object({
  starts_at: z.string(),
  /** DD/MM/YYYY. */
  date: z.string(),
  /** HH:mm. */
  hour_formated: z.string(),
  time_zone: z.string(),
  schedule: z.array(scheduleRowSchema),
  /** Before, live or after its time (and its 90 minutes), by the server's clock. */
  phase: z.enum(livePhases),
});
export type MasterclassTime = z.infer<typeof masterclassTimeSchema>;

export const FREE_ACCESS_MASTERCLASS_URL = '/api/free-access/masterclass';
/** GET free-access/masterclass: what the form page says of the masterclass, for anyone. */
export const openMasterclassSummarySchema = masterclassTimeSchema.extend({ title: z.string() });
export type OpenMasterclassSummary = z.infer<typeof openMasterclassSummarySchema>;

/**
 * GET free-access/live: the open masterclass (the masterclass stop of the main route). `video` and
 * `chat` are empty until the masterclass opens; `chat` is empty when it has none.
 */
export const openAccessLiveSchema = z
  .object({
    title: z.string(),
    intro: z.string(),
    video: z.string(),
    chat: z.string(),
    bg_desk: z.string(),
    bg_tablet: z.string(),
    bg_mobile: z.string(),
    /** Only for staff: the masterclass is not published; the page says "Vista previa". */
    preview: z.boolean().optional(),
  })
  .extend(masterclassTimeSchema.shape);
export type OpenAccessLive = z.infer<typeof openAccessLiveSchema>;

/**
 * The open masterclass as staff edit it (docs/product/contact.md#open-masterclass): what the live page
 * shows, when its video and chat appear, and the backgrounds per screen size. Embed addresses are
 * checked against the portal's allowed embed hosts by the server.
 */
const MEDIA_MESSAGE = 'Escribe una ruta del portal (/…) o una dirección que empiece por https://.';
const isPathOrHttps = (value: string) => {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
const addressField = z.string().trim().max(500, 'No puede tener más de 500 caracteres.');
const mediaField = addressField.min(1, 'Indica la imagen.').refine(isPathOrHttps, MEDIA_MESSAGE);
/** Any usual YouTube or Vimeo link (or its chat), stored as its embed address (media/video-links.ts). */
const embedField = (kind: VideoLinkKind) =>
  videoLinkField(addressField, kind).refine((v) => v === '' || isPathOrHttps(v), MEDIA_MESSAGE);

export const openMasterclassFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Escribe el título.').max(300, 'No puede tener más de 300 caracteres.'),
  intro: z.string().trim().max(2000, 'No puede tener más de 2000 caracteres.'),
  /** When the video and the chat appear on the live page (ISO-8601 instant). */
  startsAt: z.iso.datetime({ offset: true, error: 'Indica una fecha y hora válidas.' }),
  video: embedField('video'),
  chat: embedField('chat'),
  bgDesk: mediaField,
  bgTablet: mediaField,
  bgMobile: mediaField,
});
export type OpenMasterclassFields = z.infer<typeof openMasterclassFieldsSchema>;

export const openMasterclassUpdateSchema = openMasterclassFieldsSchema.extend({
  revision: revisionField,
});
export type OpenMasterclassUpdate = z.infer<typeof openMasterclassUpdateSchema>;

export const adminOpenMasterclassSchema = openMasterclassFieldsSchema.extend({
  revision: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminOpenMasterclass = z.infer<typeof adminOpenMasterclassSchema>;
