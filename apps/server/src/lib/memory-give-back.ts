import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

/**
 * Memory given back once a crowd has gone (issue 36, docs/decisions/0107). Under a crowd V8 grows its
 * young generation to its cap and takes more pages for its old one; after the crowd its ordinary
 * collections, forced ones included, keep those pages (a crowd of 1,000 members left 25–35 MB that
 * no live object used). Only the collection V8 runs when memory is low ("last resort") shrinks the
 * young generation and releases the pooled pages. It costs a pause of some tens of milliseconds, so
 * it runs once per busy period: after the event loop was busy in one check and then quiet in
 * `quietChecks` checks in a row.
 */
export interface GiveBackOptions {
  /** Runs the collection that gives memory back. */
  collect: () => void;
  /** The event loop's utilisation (0–1) since the previous call. */
  utilisation: () => number;
  /** From this utilisation a check counts as busy. */
  busy?: number;
  /** Below this one a check counts as quiet. */
  quiet?: number;
  /** Quiet checks in a row after a busy one before the collection runs. */
  quietChecks?: number;
}

/** The decision alone, one call per check: true when it collected. */
export function giveBackAfterBusy({
  collect,
  utilisation,
  busy = 0.2,
  quiet = 0.05,
  quietChecks = 2,
}: GiveBackOptions): () => boolean {
  let wasBusy = false;
  let quietInARow = 0;
  return () => {
    const used = utilisation();
    if (used >= busy) {
      wasBusy = true;
      quietInARow = 0;
      return false;
    }
    if (used >= quiet) {
      quietInARow = 0;
      return false;
    }
    quietInARow++;
    if (!wasBusy || quietInARow < quietChecks) return false;
    wasBusy = false;
    quietInARow = 0;
    collect();
    return true;
  };
}

type Gc = (options?: {
  type?: 'major' | 'minor';
  execution?: 'sync' | 'async';
  flavor?: 'regular' | 'last-resort';
}) => void;

/**
 * V8's last-resort collection, or null where Node was started without `--expose-gc` (tests, `npm run dev`):
 * `npm start` and the container's command pass it.
 */
export function lastResortCollection(): (() => void) | null {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc !== 'function') return null;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * glibc's `malloc_trim(0)`, or null where malloc is not glibc's (macOS, musl, jemalloc preloaded as the
 * container does). A crowd leaves glibc's heap full of freed chunks between live ones (1,000 members:
 * about 80 MB that no object used, docs/decisions/0119); glibc gives back only the top of its heap on
 * its own, and only `malloc_trim` returns the free pages in the middle. Node has no binding for it, so it
 * is called through koffi (a foreign-function library with prebuilt binaries), loaded on first use.
 */
export function mallocTrim(): (() => number) | null {
  if (process.platform !== 'linux' || /jemalloc/.test(process.env.LD_PRELOAD ?? '')) return null;
  // Where libc is not glibc (musl), `libc.so.6` or its `malloc_trim` is missing: loading throws.
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => trim(0);
  } catch {
    return null;
  }
}

/**
 * What a quiet process runs after a busy period: V8's last-resort collection, then malloc's free pages
 * given back where malloc can be asked (mallocTrim, looked up on the first run). Null without the
 * collection.
 */
export function memoryGiveBack(): (() => void) | null {
  const collection = lastResortCollection();
  if (!collection) return null;
  let trim: (() => number) | null | undefined;
  return () => {
    collection();
    if (trim === undefined) trim = mallocTrim();
    trim?.();
  };
}

/**
 * Checks every `everyMs` (10 s) and gives memory back after a busy period (V8's pages, then malloc's
 * free pages where it can); `report` gets what that took and gave back. Returns the function that stops
 * the checks, or null without a collection.
 */
export function startGivingBackMemory(
  report: (figures: { ms: number; rssBeforeMb: number; rssAfterMb: number }) => void,
  everyMs = 10_000,
): (() => void) | null {
  const giveBack = memoryGiveBack();
  if (!giveBack) return null;
  let last = performance.eventLoopUtilization();
  const check = giveBackAfterBusy({
    utilisation: () => {
      const now = performance.eventLoopUtilization();
      const used = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return used;
    },
    collect: () => {
      const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
      const rssBeforeMb = mb(process.memoryUsage.rss());
      const started = performance.now();
      giveBack();
      report({
        ms: Math.round(performance.now() - started),
        rssBeforeMb,
        rssAfterMb: mb(process.memoryUsage.rss()),
      });
    },
  });
  const timer = setInterval(check, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
