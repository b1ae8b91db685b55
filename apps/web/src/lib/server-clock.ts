/**
 * The server's clock as this device sees it, for labels such as "hace 5 minutos": a phone whose
 * clock is wrong must not say a post was written in the future. Every API answer's `Date` header
 * (and the meeting's `server_time`) is a sample; the countdown keeps its own, finer offset.
 */

/** Differences below this are the `Date` header's one-second resolution and latency, not skew. */
const NOISE_MS = 2000;

let offsetMs = 0;

/** `serverMs` is the server's clock when it answered; `localMs` this device's clock on arrival. */
export function recordServerClock(serverMs: number, localMs: number): void {
  if (!Number.isFinite(serverMs) || !Number.isFinite(localMs)) return;
  const offset = serverMs - localMs;
  offsetMs = Math.abs(offset) < NOISE_MS ? 0 : offset;
}

/** An HTTP `Date` header (whole seconds): its midpoint is the best guess of the server's clock. */
export function recordServerDateHeader(header: string | null, localMs: number = Date.now()): void {
  if (!header) return;
  recordServerClock(Date.parse(header) + 500, localMs);
}

/** Now, by the server's clock. */
export const serverNow = (): number => Date.now() + offsetMs;
