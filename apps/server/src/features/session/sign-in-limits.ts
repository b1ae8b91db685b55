/**
 * Sign-in limits (docs/decisions/0012, 0069): shared by every server process through the database.
 * No account is ever locked: after repeated failures each further password check costs the one who
 * asks for it a proof of work that grows with the failures, and the right password with a solved
 * challenge always signs in.
 */

/** Failures from one address are counted over this window (SIGNIN_RATE_LIMIT per window). */
export const ADDRESS_WINDOW_MS = 60_000;
/** An account's failures (password compared) are counted over this window. */
export const ACCOUNT_WINDOW_MS = 30 * 60_000;
/** From this many failures of one account in the window, a sign-in must carry a solved challenge. */
export const CHALLENGE_AFTER_FAILURES = 5;
/** The highest level: each level doubles the work of the one before (level 1 is the bot check's). */
export const CHALLENGE_MAX_LEVEL = 5;
/** How long a sign-in challenge may be solved and spent. */
export const CHALLENGE_TTL_MS = 2 * 60_000;
/** Older failures can no longer matter to either limit. */
export const FAILURE_MEMORY_MS = ACCOUNT_WINDOW_MS;

/** The challenge level asked after `failures` failures of an account: 0 for none. */
export function challengeLevel(failures: number): number {
  if (failures < CHALLENGE_AFTER_FAILURES) return 0;
  return Math.min(CHALLENGE_MAX_LEVEL, failures - CHALLENGE_AFTER_FAILURES + 1);
}

/** The largest secret number of a challenge of `level` (the work is half of it on average). */
export const challengeMaxNumber = (level: number, base: number): number =>
  base * 2 ** (Math.max(1, level) - 1);
