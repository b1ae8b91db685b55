import {
  openAccessSchema,
  type AdminOpenMasterclass,
  type OpenAccessInput,
  type MasterclassTime,
  type OpenAccessLive,
  type OpenMasterclassSummary,
  type OpenMasterclassFields,
  type OpenMasterclassUpdate,
} from '@foro/shared/open-access/schemas';
import { isAllowedChatFrame } from '@foro/shared/media/video-links';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmac, safeEqual } from '../../lib/ids.ts';
import { lastChangeOf, recordAudit, type Actor } from '../../lib/audit.ts';
import { staleEdit } from '../../lib/stale-edit.ts';
import {
  livePhase,
  MASTERCLASS_MINUTES,
  meetingDisplayTime,
  meetingSchedule,
  PUBLISHER_TIME_ZONE,
} from '@foro/shared/meetings/time';
import {
  createOpenAccessRepository,
  OPEN_MASTERCLASS_ID,
  type OpenAccessRepository,
} from './open-access.repository.ts';

/** When the masterclass takes place, as the publisher's office announces it, and in each country. */
export function masterclassTime(startsAtIso: string, now: Date): MasterclassTime {
  const startsAt = new Date(startsAtIso);
  const shown = meetingDisplayTime(startsAt, PUBLISHER_TIME_ZONE);
  return {
    starts_at: startsAt.toISOString(),
    date: shown.date.split('/').reverse().join('/'),
    hour_formated: shown.hour_formated,
    time_zone: shown.time_zone,
    schedule: meetingSchedule(startsAt),
    phase: livePhase(startsAt, MASTERCLASS_MINUTES, now),
  };
}

/** An embed staff may save: a file of the portal, or an https address on an allowed host. */
export function isAllowedEmbed(url: string, embedHosts: readonly string[]): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (isAllowedChatFrame(url, embedHosts)) return true;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' && embedHosts.some((host) => host.replace(/\/+$/, '') === origin);
  } catch {
    return false;
  }
}

/** The cookie that lets one browser read the live page's data after sending the form. */
export const OPEN_ACCESS_COOKIE = 'foro_open_access';
/** Where the cookie is sent: only to the open-access calls. */
export const OPEN_ACCESS_COOKIE_PATH = '/api/free-access';
/** How long a browser keeps access after the last submit. */
export const OPEN_ACCESS_TTL_MS = 30 * 24 * 60 * 60_000;

const NO_ACCESS = 'Déjanos tu correo electrónico y tu país para ver la masterclass.';
const NO_MASTERCLASS = 'No hay ninguna masterclass en abierto en este momento.';

/** Only web addresses and paths of our own reach the player (never `javascript:` or `data:`). */
const isSafeUrl = (url: string) =>
  /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

const EMBED_HOST = 'Usa una dirección de un servicio de vídeo permitido o un archivo del portal (/…).';

type MasterclassRow = NonNullable<Awaited<ReturnType<OpenAccessRepository['findOpenMasterclass']>>>;

const masterclassFields = (row: MasterclassRow): OpenMasterclassFields => ({
  title: row.title,
  intro: row.intro,
  startsAt: row.starts_at,
  video: row.video,
  chat: row.chat,
  bgDesk: row.bg_desk,
  bgTablet: row.bg_tablet,
  bgMobile: row.bg_mobile,
});

export interface OpenAccessDeps {
  repo: OpenAccessRepository;
  /** For the back office's writes, each in a transaction with its audit entry. */
  db: Db;
  /** Origins the live page may embed (EMBED_HOSTS); staff cannot save any other. */
  embedHosts: readonly string[];
  clock: Clock;
  /** The server secret; the cookie's HMAC key is derived from it, never equal to it. */
  secret: string;
}

/**
 * Open access (docs/product/contact.md#open-access-form): a visitor leaves an e-mail and a country and
 * may then watch the main route's masterclass. The visitor is kept as a lead (one per e-mail), and
 * the browser gets a signed cookie naming the lead, so the stream addresses are not public.
 */
export function createOpenAccessService(deps: OpenAccessDeps) {
  const { repo, clock } = deps;
  const item = { type: 'open-masterclass' as const, id: OPEN_MASTERCLASS_ID, label: 'Masterclass abierta' };

  async function stale(trx: Db, r: OpenAccessRepository, sent: Record<string, unknown>) {
    const saved = (await r.findOpenMasterclass())!;
    return staleEdit({
      saved: masterclassFields(saved),
      sent,
      revision: saved.revision,
      lastChange: await lastChangeOf(trx, 'open-masterclass', OPEN_MASTERCLASS_ID),
    });
  }
  const key = hmac(deps.secret, 'open-access:cookie-key:v1');
  const sign = (leadId: string, expires: number) => hmac(key, `${leadId}.${expires}`);

  /** The lead a cookie names, when its signature is ours, it has not expired and the lead exists. */
  async function leadOf(cookie: string | undefined): Promise<string | null> {
    if (!cookie || cookie.length > 300) return null;
    const [version, leadId, expiresText, signature, ...rest] = cookie.split('.');
    if (version !== 'v1' || !leadId || !expiresText || !signature || rest.length) return null;
    const expires = Number(expiresText);
    if (!Number.isSafeInteger(expires) || !safeEqual(signature, sign(leadId, expires))) return null;
    if (expires * 1000 <= clock.now().getTime()) return null;
    // A deleted lead (an erasure request) loses access at once.
    return (await repo.findLead(leadId)) ? leadId : null;
  }

  return {
    /**
     * POST free-access, once the bot check passed: the shared rules, then the lead is stored or
     * refreshed. Answers the cookie value that opens the live page to this browser.
     */
    async register(input: OpenAccessInput): Promise<{ cookie: string; maxAgeSeconds: number }> {
      const parsed = openAccessSchema.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
        throw AppError.validation(errors);
      }
      const now = clock.now();
      const leadId = await repo.upsertLead(
        parsed.data.email.toLowerCase(),
        parsed.data.country,
        now.toISOString(),
      );
      const expires = Math.floor((now.getTime() + OPEN_ACCESS_TTL_MS) / 1000);
      return {
        cookie: `v1.${leadId}.${expires}.${sign(leadId, expires)}`,
        maxAgeSeconds: OPEN_ACCESS_TTL_MS / 1000,
      };
    },

    /**
     * GET free-access/live: the open masterclass (docs/product/contact.md#open-masterclass), for a
     * browser holding a valid cookie (403 otherwise). Before it starts its video and chat stay empty.
     * Staff also see it unpublished, marked `preview`.
     */
    async live(cookie: string | undefined, viewer: { role: string } | null = null): Promise<OpenAccessLive> {
      if (!(await leadOf(cookie))) throw new AppError('FORBIDDEN', NO_ACCESS);
      const row = await repo.findOpenMasterclass();
      const now = clock.now();
      const published = Boolean(row?.published_at && Date.parse(row.published_at) <= now.getTime());
      if (!row || (!published && viewer?.role !== 'staff')) throw new AppError('NOT_FOUND', NO_MASTERCLASS);
      const time = masterclassTime(row.starts_at, now);
      const started = time.phase !== 'before';
      const safe = (url: string) => (started && isSafeUrl(url.trim()) ? url.trim() : '');
      return {
        title: row.title,
        intro: row.intro,
        // Once over, the video is its replay; the chat was for the live hour only.
        video: safe(row.video),
        chat: time.phase === 'live' ? safe(row.chat) : '',
        bg_desk: row.bg_desk,
        bg_tablet: row.bg_tablet,
        bg_mobile: row.bg_mobile,
        ...time,
        ...(published ? {} : { preview: true }),
      };
    },

    /**
     * GET free-access/masterclass: the published masterclass's title and time for the form page, so a
     * visitor knows when to come before leaving an address (404 while none is published).
     */
    async summary(): Promise<OpenMasterclassSummary> {
      const row = await repo.findOpenMasterclass();
      const now = clock.now();
      if (!row?.published_at || Date.parse(row.published_at) > now.getTime())
        throw new AppError('NOT_FOUND', NO_MASTERCLASS);
      return { title: row.title, ...masterclassTime(row.starts_at, now) };
    },

    /** The back office's copy, or null when the portal has none yet. */
    async adminMasterclass(): Promise<AdminOpenMasterclass | null> {
      const row = await repo.findOpenMasterclass();
      if (!row) return null;
      return {
        ...masterclassFields(row),
        revision: row.revision,
        published: row.published_at !== null,
        updatedAt: row.updated_at,
      };
    },

    /**
     * Saves the open masterclass at the revision staff loaded (the first save creates it, as a
     * draft). Embeds must come from the allowed hosts (or be files of the portal).
     */
    async saveMasterclass(actor: Actor, input: OpenMasterclassUpdate): Promise<AdminOpenMasterclass | null> {
      const { revision, ...fields } = input;
      const errors: Record<string, string> = {};
      for (const field of ['video', 'chat'] as const)
        if (fields[field] && !isAllowedEmbed(fields[field], deps.embedHosts)) errors[field] = EMBED_HOST;
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const at = clock.now().toISOString();
      const values = {
        title: fields.title,
        intro: fields.intro,
        starts_at: new Date(fields.startsAt).toISOString(),
        video: fields.video,
        chat: fields.chat,
        bg_desk: fields.bgDesk,
        bg_tablet: fields.bgTablet,
        bg_mobile: fields.bgMobile,
      };
      await deps.db.transaction().execute(async (trx) => {
        const r = createOpenAccessRepository(trx);
        const before = await r.findOpenMasterclass();
        if (!before) {
          await r.insertOpenMasterclass({ ...values, published_at: null, created_at: at, updated_at: at });
          const after = (await r.findOpenMasterclass())!;
          await recordAudit(trx, { actor, action: 'create', item, after: masterclassFields(after), at });
          return;
        }
        if (!(await r.updateOpenMasterclass(revision, { ...values, updated_at: at })))
          throw await stale(trx, r, fields);
        const after = (await r.findOpenMasterclass())!;
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { ...item, label: after.title },
          before: masterclassFields(before),
          after: masterclassFields(after),
          at,
        });
      });
      return this.adminMasterclass();
    },

    /** Opens (or withdraws) the masterclass to visitors. */
    async publishMasterclass(actor: Actor, revision: number, publish: boolean) {
      const at = clock.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const r = createOpenAccessRepository(trx);
        const before = await r.findOpenMasterclass();
        if (!before) throw new AppError('NOT_FOUND', NO_MASTERCLASS);
        const published_at = publish ? at : null;
        if (!(await r.updateOpenMasterclass(revision, { published_at, updated_at: at })))
          throw await stale(trx, r, {});
        await recordAudit(trx, {
          actor,
          action: publish ? 'publish' : 'unpublish',
          item: { ...item, label: before.title },
          before: { published_at: before.published_at },
          after: { published_at },
          at,
        });
      });
      return this.adminMasterclass();
    },
  };
}

export type OpenAccessService = ReturnType<typeof createOpenAccessService>;
