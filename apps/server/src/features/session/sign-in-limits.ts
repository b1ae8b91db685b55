/** Sign-in limits (docs/decisions/0012): shared by every server process through the database. */

/** Failures from one address are counted over this window (SIGNIN_RATE_LIMIT per window). */
export const ADDRESS_WINDOW_MS = 60_000;
/** This many failures of one account within ACCOUNT_WINDOW_MS lock its password sign-in. */
export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;
/** The lock lasts this long after the failure that completed the series. */
export const ACCOUNT_LOCK_MS = 15 * 60_000;
/** Older failures can no longer matter to either limit. */
export const FAILURE_MEMORY_MS = ACCOUNT_WINDOW_MS + ACCOUNT_LOCK_MS;

/**
 * The instant until which an account is locked, given its failures (ISO instants, oldest first):
 * the lock starts at any failure that is the 10th within 15 minutes and lasts 15 minutes from it.
 */
export function accountLockedUntil(failures: string[]): number {
  const times = failures.map((f) => Date.parse(f));
  let until = 0;
  for (let i = ACCOUNT_MAX_FAILURES - 1; i < times.length; i++) {
    const last = times[i]!;
    if (last - times[i - ACCOUNT_MAX_FAILURES + 1]! < ACCOUNT_WINDOW_MS) {
      until = Math.max(until, last + ACCOUNT_LOCK_MS);
    }
  }
  return until;
}
