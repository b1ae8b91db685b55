/**
 * The video links staff actually have (issue 33, docs/decisions/0063-video-links-as-staff-paste-them.md):
 * any usual YouTube or Vimeo address becomes the privacy-enhanced embed address the players use, and
 * a YouTube live chat becomes its embeddable form. One pure function, used by the shared schemas'
 * transforms, so the browser's form and the server store the very same address.
 */

/** The YouTube player without cookies until the person plays (the only YouTube player we store). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';
/**
 * The one YouTube page, besides the player, that a frame may show: the live chat. A CSP source with
 * a path matches that path only, so allowing it opens no other page of youtube.com.
 */
export const YOUTUBE_CHAT_SOURCE = 'https://www.youtube.com/live_chat';

export const VIDEO_LINK_INVALID =
  'Este enlace no es de un vídeo. Pega el enlace de un vídeo de YouTube (youtube.com/watch?v=…, youtu.be/…, /live/…) o de Vimeo (vimeo.com/…).';
export const CHAT_LINK_INVALID =
  'Este enlace no es de un chat en directo. Pega el enlace del vídeo en directo de YouTube o el de su chat (youtube.com/live_chat?v=…).';

export type VideoLinkKind = 'video' | 'chat';
export type VideoLinkResult = { ok: true; url: string } | { ok: false; message: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/** Seconds of a YouTube `t=`/`start=`: `90`, `90s`, `1m30s`, `1h2m3s`; 0 when absent or unreadable. */
export function youtubeStartSeconds(value: string | null | undefined): number {
  if (!value) return 0;
  const v = value.trim().toLowerCase();
  if (/^\d+s?$/.test(v)) return Number.parseInt(v, 10);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v);
  if (!m || v === '') return 0;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** A YouTube address's video id and start, or null when it does not point at one video. */
function youtubeVideo(url: URL): { id: string; start: number } | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch' || parts[0] === 'live_chat') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'live', 'shorts', 'v', 'e'].includes(parts[0] ?? '')) id = parts[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // `t=` may also come after a `#` (older share links).
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const start = youtubeStartSeconds(
    url.searchParams.get('start') ?? url.searchParams.get('t') ?? hash.get('t') ?? undefined,
  );
  return { id, start };
}

/** A Vimeo address's video id and the hash of an unlisted video, or null. */
function vimeoVideo(url: URL): { id: string; hash: string } | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash = url.searchParams.get('h') ?? '';
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video') return null;
    id = parts[1];
  } else {
    // vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID, /video/ID
    const at = parts.findIndex((p) => VIMEO_ID.test(p));
    if (at < 0) return null;
    id = parts[at];
    const next = parts[at + 1];
    if (!hash && next && VIMEO_HASH.test(next)) hash = next;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  return { id, hash: VIMEO_HASH.test(hash) ? hash : '' };
}

const youtubeEmbed = ({ id, start }: { id: string; start: number }) =>
  `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
const vimeoEmbed = ({ id, hash }: { id: string; hash: string }) =>
  `${VIMEO_EMBED_ORIGIN}/video/${id}${hash ? `?h=${hash}` : ''}`;
/**
 * The stored chat address: without `embed_domain`, which the page adds when it draws the frame
 * (`withChatEmbedDomain`), so a portal moved to another name keeps its chats.
 */
const youtubeChat = (id: string) => `${YOUTUBE_CHAT_SOURCE}?v=${id}`;

const isYouTubeOrVimeoHost = (host: string) =>
  host === 'youtu.be' || YOUTUBE_HOSTS.has(host) || VIMEO_HOSTS.has(host);

/**
 * The address to store for a pasted video or chat link:
 * - '' and the portal's own files (`/…`) stay as they are;
 * - a YouTube video (watch?v=, youtu.be/, /live/, /embed/, /shorts/, m.youtube.com, with t= or
 *   start=) becomes `https://www.youtube-nocookie.com/embed/ID[?start=N]`;
 * - a Vimeo video (vimeo.com/ID[/HASH], player.vimeo.com/video/ID[?h=HASH]) becomes
 *   `https://player.vimeo.com/video/ID[?h=HASH]`;
 * - as a chat, a YouTube live chat or the live video's own link becomes
 *   `https://www.youtube.com/live_chat?v=ID`;
 * - a YouTube or Vimeo address that is no video (a channel, the home page) is refused;
 * - any other https address is kept: the server's allowed embed hosts (EMBED_HOSTS) decide on it.
 */
export function normalizeVideoLink(raw: string, kind: VideoLinkKind = 'video'): VideoLinkResult {
  const value = raw.trim();
  const invalid = { ok: false as const, message: kind === 'chat' ? CHAT_LINK_INVALID : VIDEO_LINK_INVALID };
  if (value === '') return { ok: true, url: '' };
  if (value.startsWith('/') && !value.startsWith('//')) return { ok: true, url: value };
  let url: URL;
  try {
    // A link pasted without its scheme ("youtu.be/…", "www.youtube.com/watch?v=…").
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid;
  const host = url.hostname.toLowerCase();
  const youtube = youtubeVideo(url);
  if (kind === 'chat') {
    if (youtube) return { ok: true, url: youtubeChat(youtube.id) };
    // Vimeo's event chats have their own addresses, which the allowed hosts decide on.
    if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) return invalid;
  } else {
    if (youtube && url.pathname !== '/live_chat') return { ok: true, url: youtubeEmbed(youtube) };
    const vimeo = vimeoVideo(url);
    if (vimeo) return { ok: true, url: vimeoEmbed(vimeo) };
    if (isYouTubeOrVimeoHost(host)) return invalid;
  }
  // Another host: kept as pasted when it is a full https address, for EMBED_HOSTS to decide on.
  if (!/^https:\/\/[^\s/]+\.[^\s]+$/i.test(value)) return invalid;
  return { ok: true, url: value };
}

/** Whether an address is a stored YouTube live chat (`https://www.youtube.com/live_chat?v=ID`). */
export function isYouTubeChat(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.origin + url.pathname === YOUTUBE_CHAT_SOURCE && YOUTUBE_ID.test(url.searchParams.get('v') ?? '')
    );
  } catch {
    return false;
  }
}

/**
 * A YouTube chat's frame address for the page that shows it: YouTube draws its chat in a frame only
 * for the domain named in `embed_domain`, the portal's host name (from the browser's location, so it
 * is right behind any name the portal answers to). Other addresses are returned unchanged.
 */
export function withChatEmbedDomain(value: string, hostname: string): string {
  if (!isYouTubeChat(value)) return value;
  const url = new URL(value);
  url.searchParams.set('embed_domain', hostname);
  return url.toString();
}

/** A chat frame of YouTube is allowed wherever YouTube's player is (EMBED_HOSTS holds its origin). */
export const allowsYouTube = (hosts: readonly string[]) =>
  hosts.some((h) => h.replace(/\/+$/, '') === YOUTUBE_EMBED_ORIGIN);

/** Whether a stored chat address is YouTube's live chat and YouTube is an allowed embed host. */
export const isAllowedChatFrame = (value: string, hosts: readonly string[]) =>
  allowsYouTube(hosts) && isYouTubeChat(value);

/** The CSP's frame sources: the embed hosts, and YouTube's chat page when YouTube's player is allowed. */
export const frameSources = (hosts: readonly string[]): string[] =>
  allowsYouTube(hosts) ? [...hosts, YOUTUBE_CHAT_SOURCE] : [...hosts];
