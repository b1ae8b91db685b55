/**
 * The open polls a member has looked at, per meeting, for as long as the browser tab lives
 * (sessionStorage): the live room points at a poll when it opens or, for a member who arrives or reloads
 * later, when its stream starts, but not again at one she already saw on "Encuestas"
 * (docs/decisions/0129-open-polls-pointed-at-on-arrival.md). Storage that refuses (private mode, a full
 * quota) only means a poll may be pointed at twice.
 */
import { readStored, writeStored } from '../../lib/device-storage';

const key = (slug: string) => `foro:polls-seen:${slug}`;

/** How many poll ids are kept per meeting: a meeting has a handful of polls. */
const KEPT = 50;

/** The ids of the meeting's polls the member already saw in this tab. */
export function seenPolls(slug: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(readStored(key(slug), 'session') ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers that the member saw these polls of the meeting. */
export function markPollsSeen(slug: string, ids: Iterable<string>) {
  const seen = seenPolls(slug);
  const before = seen.size;
  for (const id of ids) if (id) seen.add(id);
  if (seen.size === before) return;
  // Where storage refuses, the poll may be pointed at again after a reload.
  writeStored(key(slug), JSON.stringify([...seen].slice(-KEPT)), 'session');
}
