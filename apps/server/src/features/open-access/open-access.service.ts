import {
  openAccessSchema,
  type OpenAccessInput,
  type OpenAccessLive,
} from '@foro/shared/open-access/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmac, safeEqual } from '../../lib/ids.ts';
import type { OpenAccessRepository } from './open-access.repository.ts';

/** The cookie that lets one browser read the live page's data after sending the form. */
export const OPEN_ACCESS_COOKIE = 'foro_open_access';
/** Where the cookie is sent: only to the open-access calls. */
export const OPEN_ACCESS_COOKIE_PATH = '/api/free-access';
/** How long a browser keeps access after the last submit. */
export const OPEN_ACCESS_TTL_MS = 30 * 24 * 60 * 60_000;

const NO_ACCESS = 'Déjanos tu correo electrónico y tu país para ver la masterclass.';
const NO_MASTERCLASS = 'No hay ninguna masterclass en abierto en este momento.';

interface Frame {
  url: string;
  iframe_type?: string;
}

/** Only web addresses and paths of our own reach the player (never `javascript:` or `data:`). */
const isSafeUrl = (url: string) =>
  /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

function parseFrames(json: string): Frame[] {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (f): f is Frame => typeof f?.url === 'string' && f.url !== '' && isSafeUrl(f.url.trim()),
    );
  } catch {
    return [];
  }
}

export interface OpenAccessDeps {
  repo: OpenAccessRepository;
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
     * GET free-access/live: the masterclass of the main route, for a browser holding a valid cookie
     * (403 otherwise). Before the masterclass opens its video and chat stay empty.
     */
    async live(cookie: string | undefined): Promise<OpenAccessLive> {
      if (!(await leadOf(cookie))) throw new AppError('FORBIDDEN', NO_ACCESS);
      const step = await repo.findOpenMasterclass();
      if (!step) throw new AppError('NOT_FOUND', NO_MASTERCLASS);
      const opened = clock.now().getTime() >= Date.parse(step.open_date);
      const frames = opened ? parseFrames(step.iframes_json) : [];
      const video = frames.find((f) => (f.iframe_type ?? 'video') === 'video');
      const chat = frames.find((f) => f.iframe_type === 'chat');
      return {
        title: step.title_inner || step.title,
        intro: step.intro_inner || step.intro,
        video: video?.url.trim() ?? '',
        chat: chat?.url.trim() ?? '',
        bg_desk: step.bg_desk,
        bg_tablet: step.bg_tablet,
        bg_mobile: step.bg_mobile,
      };
    },
  };
}

export type OpenAccessService = ReturnType<typeof createOpenAccessService>;
