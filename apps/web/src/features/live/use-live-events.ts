import { useEffect, useRef } from 'react';
import { LAST_EVENT_ID_PARAM, liveEventKinds, livePaths } from '@foro/shared/live/constants';
import type { LiveEventData } from '@foro/shared/live/schemas';

export type LiveHandlers = Partial<Record<string, (data: LiveEventData) => void>>;
type Listener = (data: LiveEventData) => void;

/** The first wait before a stream is opened again after an error; it doubles with each failure in a row. */
export const RECONNECT_BASE_MS = 1_000;
/** The longest wait before a stream is opened again. */
export const RECONNECT_MAX_MS = 30_000;
/** A stream that stayed open this long was healthy: the next failure waits the shortest time again. */
export const STABLE_STREAM_MS = 60_000;
/** A page hidden this long (a phone asleep) opens its stream again when it is shown. */
export const LONG_SLEEP_MS = 60_000;

/**
 * The wait before the next try after `failures` failures in a row: a random time between zero and
 * 1 s, 2 s, 4 s … capped at 30 s ("full jitter"), so that thousands of pages cut at the same moment
 * (a restarted process) do not come back at the same moment.
 */
export const reconnectDelay = (failures: number, random: () => number = Math.random) =>
  Math.floor(random() * Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(failures, 16)));

/** The stream's address resuming after `lastId` (the header a new EventSource cannot send). */
export const resumeUrl = (url: string, lastId: string | null) =>
  lastId ? `${url}${url.includes('?') ? '&' : '?'}${LAST_EVENT_ID_PARAM}=${encodeURIComponent(lastId)}` : url;

interface Shared {
  url: string;
  source: EventSource | null;
  users: number;
  listeners: Map<string, Set<Listener>>;
  /** The id of the last event this page received on the address. */
  lastId: string | null;
  /** Failures in a row since the last healthy stream. */
  failures: number;
  /** When the current stream opened (null while it is not open). */
  openedAt: number | null;
  /** A stream lost before any event id was seen: the next one to open tells the page to read again. */
  mustReread: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  hiddenAt: number | null;
  /**
   * Held open only while the page is visible: the live page's own stream of its meeting, whose open
   * minutes count for attendance (docs/decisions/0133-attendance-counted-from-the-live-stream.md).
   */
  whileVisible: boolean;
  detach: () => void;
}

/** EventSource.OPEN. */
const OPEN = 1;

/** One stream per address, shared by every component of the page that listens to it. */
const open = new Map<string, Shared>();

const parse = (raw: unknown): LiveEventData => {
  try {
    return typeof raw === 'string' && raw ? (JSON.parse(raw) as LiveEventData) : {};
  } catch {
    return {};
  }
};

function dispatch(shared: Shared, kind: string, data: LiveEventData) {
  for (const listener of shared.listeners.get(kind) ?? []) listener(data);
}

function listen(shared: Shared, source: EventSource, kind: string) {
  source.addEventListener(kind, (event) => {
    if (shared.source !== source) return;
    const message = event as MessageEvent;
    if (message.lastEventId) shared.lastId = message.lastEventId;
    dispatch(shared, kind, parse(message.data));
  });
}

/** Opens the stream, resuming after the last event id seen (the server replays or sends `reset`). */
function connect(shared: Shared) {
  clearTimeout(shared.timer);
  shared.timer = undefined;
  shared.source?.close();
  const source = new EventSource(resumeUrl(shared.url, shared.lastId), { withCredentials: true });
  shared.source = source;
  shared.openedAt = null;
  source.addEventListener('open', () => {
    if (shared.source !== source) return;
    shared.openedAt = Date.now();
    if (shared.mustReread) {
      shared.mustReread = false;
      dispatch(shared, liveEventKinds.reset, {});
    }
  });
  // Any error (an error answer, which makes EventSource give up for good; a network drop; the stream's
  // end): this page closes the stream and opens a new one itself, after a growing, jittered wait.
  source.addEventListener('error', () => {
    if (shared.source === source) retryLater(shared);
  });
  for (const kind of shared.listeners.keys()) listen(shared, source, kind);
}

function retryLater(shared: Shared) {
  const healthy = shared.openedAt !== null && Date.now() - shared.openedAt >= STABLE_STREAM_MS;
  if (healthy) shared.failures = 0;
  shared.source?.close();
  shared.source = null;
  shared.openedAt = null;
  if (!shared.lastId) shared.mustReread = true;
  clearTimeout(shared.timer);
  shared.timer = setTimeout(() => connect(shared), reconnectDelay(shared.failures));
  shared.failures++;
}

/** Opens the stream again at once (the connection came back; the page woke up), if still in use. */
function connectNow(shared: Shared) {
  if (shared.users === 0) return;
  shared.failures = 0;
  if (!shared.lastId && shared.source) shared.mustReread = true;
  connect(shared);
}

/** Closes a stream held only while visible, when the page is hidden; the page resumes it when shown. */
function pause(shared: Shared) {
  clearTimeout(shared.timer);
  shared.timer = undefined;
  shared.source?.close();
  shared.source = null;
  shared.openedAt = null;
  // Without an event id to resume after, the page reads everything again when the stream reopens.
  if (!shared.lastId) shared.mustReread = true;
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function acquire(url: string, whileVisible: boolean): Shared {
  let shared = open.get(url);
  if (!shared) {
    const s: Shared = {
      url,
      source: null,
      users: 0,
      listeners: new Map(),
      lastId: null,
      failures: 0,
      openedAt: null,
      mustReread: false,
      timer: undefined,
      hiddenAt: null,
      whileVisible,
      detach: () => {},
    };
    const online = () => {
      if (s.whileVisible && hidden()) return;
      if (s.source?.readyState !== OPEN) connectNow(s);
    };
    const visibility = () => {
      if (hidden()) {
        s.hiddenAt = Date.now();
        if (s.whileVisible) pause(s);
      } else if (s.whileVisible && s.source === null) {
        s.hiddenAt = null;
        connectNow(s);
      } else if (s.hiddenAt !== null) {
        const slept = Date.now() - s.hiddenAt >= LONG_SLEEP_MS;
        s.hiddenAt = null;
        // After a long sleep a connection may be dead while the browser still thinks it open.
        if (slept) connectNow(s);
      }
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visibility);
    s.detach = () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visibility);
    };
    shared = s;
    open.set(url, s);
    // A live page opened in a background tab opens its stream when first shown, and reads again then
    // what changed since it loaded.
    if (whileVisible && hidden()) {
      s.hiddenAt = Date.now();
      s.mustReread = true;
    } else connect(s);
  }
  shared.users++;
  return shared;
}

function release(url: string, shared: Shared) {
  shared.users--;
  if (shared.users > 0) return;
  clearTimeout(shared.timer);
  shared.source?.close();
  shared.source = null;
  shared.detach();
  open.delete(url);
}

/**
 * Listens to a live stream (docs/decisions/0044-live-updates.md) while the component is shown. The
 * stream is never left closed (docs/decisions/0064-live-streams-that-never-go-stale.md): after any
 * error it is opened again after a growing, jittered wait, resuming after the last event id seen (the
 * server replays what was missed, or sends `reset` and the page reads everything again); also at once
 * when the browser comes back online or the page is shown after a long sleep. Handlers may change
 * between renders without reopening the stream. `url` null: no stream. `whileVisible`: the stream is
 * closed while the page is hidden and resumed when it is shown (the live page's own stream, whose open
 * minutes count for attendance: docs/decisions/0133-attendance-counted-from-the-live-stream.md).
 */
export function useLiveEvents(
  url: string | null,
  handlers: LiveHandlers,
  { whileVisible = false }: { whileVisible?: boolean } = {},
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const kinds = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const shared = acquire(url, whileVisible);
    const removers = kinds
      .split(',')
      .filter(Boolean)
      .map((kind) => {
        const fn: Listener = (data) => latest.current[kind]?.(data);
        let set = shared.listeners.get(kind);
        if (!set) {
          set = new Set<Listener>();
          shared.listeners.set(kind, set);
          if (shared.source) listen(shared, shared.source, kind);
        }
        const listeners = set;
        listeners.add(fn);
        return () => listeners.delete(fn);
      });
    return () => {
      for (const remove of removers) remove();
      release(url, shared);
    };
  }, [url, kinds, whileVisible]);
}

/**
 * The live page's own stream of its meeting (docs/decisions/0133-attendance-counted-from-the-live-stream.md):
 * held open only while the page is visible, each minute it is open counts for the member's attendance.
 * Every part of the live page listens to it through this hook, so they share the one stream.
 */
export const useMeetingPageEvents = (slug: string, handlers: LiveHandlers) =>
  useLiveEvents(livePaths.meetingPage(slug), handlers, { whileVisible: true });
