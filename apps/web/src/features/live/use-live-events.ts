import { useEffect, useRef } from 'react';
import type { LiveEventData } from '@foro/shared/live/schemas';

export type LiveHandlers = Partial<Record<string, (data: LiveEventData) => void>>;

interface Shared {
  source: EventSource;
  users: number;
  listeners: Map<string, Set<(data: LiveEventData) => void>>;
}

/** One EventSource per stream address, shared by every component of the page that listens to it. */
const open = new Map<string, Shared>();

function acquire(url: string): Shared {
  let shared = open.get(url);
  if (!shared) {
    const source = new EventSource(url, { withCredentials: true });
    shared = { source, users: 0, listeners: new Map() };
    open.set(url, shared);
  }
  shared.users++;
  return shared;
}

function release(url: string, shared: Shared) {
  shared.users--;
  if (shared.users > 0) return;
  shared.source.close();
  open.delete(url);
}

const parse = (raw: unknown): LiveEventData => {
  try {
    return typeof raw === 'string' && raw ? (JSON.parse(raw) as LiveEventData) : {};
  } catch {
    return {};
  }
};

/**
 * Listens to a live stream (docs/decisions/0044-live-updates.md) while the component is shown. The
 * browser's EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was
 * missed. Handlers may change between renders without reopening the stream. `url` null: no stream.
 */
export function useLiveEvents(url: string | null, handlers: LiveHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const kinds = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const shared = acquire(url);
    const removers = kinds
      .split(',')
      .filter(Boolean)
      .map((kind) => {
        const fn = (data: LiveEventData) => latest.current[kind]?.(data);
        let set = shared.listeners.get(kind);
        if (!set) {
          const listeners = new Set<(data: LiveEventData) => void>();
          set = listeners;
          shared.listeners.set(kind, listeners);
          shared.source.addEventListener(kind, (event) => {
            const data = parse((event as MessageEvent).data);
            for (const l of listeners) l(data);
          });
        }
        set.add(fn);
        return () => set.delete(fn);
      });
    return () => {
      for (const remove of removers) remove();
      release(url, shared);
    };
  }, [url, kinds]);
}
