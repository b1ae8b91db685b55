import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import { BOT_CHECK_ACTION, BOT_CHECK_TOKEN_MAX_LENGTH } from '@foro/shared/botcheck/constants';
import type { BotCheckChallenge } from '@foro/shared/botcheck/schemas';
import type { Clock } from '../../lib/clock.ts';
import { hmac } from '../../lib/ids.ts';
import { SIGN_IN_CHALLENGE_ACTION } from '@foro/shared/session/sign-in-challenge';
import { CHALLENGE_TTL_MS, challengeMaxNumber } from '../session/index.ts';
import type { BotCheckRepository } from './botcheck.repository.ts';

/**
 * The work asked of a browser: the secret number is drawn from 1..MAX_NUMBER, and the widget tries
 * numbers from 0 up, so on average it hashes MAX_NUMBER / 2 times (split over its Web Workers).
 * Measured (docs/decisions/0007-bot-check.md): about 0.3 s on average in Node on one core; well
 * under a second on a mid-range phone.
 */
export const BOT_CHECK_MAX_NUMBER = 30_000;
/** How long a challenge may be solved and its token spent. */
export const BOT_CHECK_TTL_MS = 10 * 60_000;
/** Spent tokens are purged at most this often per process, on the way through a verification. */
const PURGE_EVERY_MS = 60_000;
/** Rows are kept this long past their expiry, so a process whose clock runs behind is still covered. */
const PURGE_GRACE_MS = 5 * 60_000;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
/** The decoded token, as the widget sends it (ALTCHA v1 payload); anything else is refused. */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: hex64,
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(256),
  signature: hex64,
  took: z.number().optional(),
});
type Payload = z.infer<typeof payloadSchema>;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function decodeToken(token: unknown): Payload | null {
  if (typeof token !== 'string' || token.length > BOT_CHECK_TOKEN_MAX_LENGTH || !BASE64.test(token))
    return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const encodeToken = (payload: Payload): string => Buffer.from(JSON.stringify(payload)).toString('base64');

/** The account in a sign-in challenge: a short tag of its digest is enough to bind it. */
const accountTag = (account: string) => account.slice(0, 32);

function signInOptions(account: string, level: number, at: Date) {
  return {
    maxNumber: challengeMaxNumber(level, BOT_CHECK_MAX_NUMBER),
    ttlMs: CHALLENGE_TTL_MS,
    params: { account: accountTag(account), level: String(level), issued: String(at.getTime()) },
  };
}

export interface BotCheckDeps {
  repo: BotCheckRepository;
  clock: Clock;
  /** The server secret; the challenges' HMAC key is derived from it, never equal to it. */
  secret: string;
}

/**
 * The bot check of docs/product/session.md#bot-check: a self-hosted ALTCHA proof of work. The server signs
 * each challenge (expiry and action inside the signed salt), checks the solution, and spends each solved
 * challenge once in the database, so a token cannot be replayed, not even against another server process.
 */
export function createBotCheckService(deps: BotCheckDeps) {
  const hmacKey = hmac(deps.secret, 'altcha:challenge-hmac-key:v1');
  let lastPurge = 0;

  async function issue(
    action: string,
    number?: number,
    opts: { maxNumber?: number; ttlMs?: number; params?: Record<string, string> } = {},
  ): Promise<BotCheckChallenge> {
    const maxNumber = opts.maxNumber ?? BOT_CHECK_MAX_NUMBER;
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey,
      maxNumber,
      expires: new Date(deps.clock.now().getTime() + (opts.ttlMs ?? BOT_CHECK_TTL_MS)),
      params: { action, ...opts.params },
      ...(number === undefined ? {} : { number }),
    });
    return { ...challenge, algorithm: 'SHA-256', maxnumber: challenge.maxnumber ?? maxNumber };
  }

  /** The token's signed parameters once it proved solved and was spent here for the first time. */
  async function spend(token: string, action: string): Promise<Record<string, string> | null> {
    const payload = decodeToken(token);
    if (!payload) return null;
    const params = extractParams(payload);
    const expires = Number(params.expires);
    const now = deps.clock.now();
    // Expiry is checked here against the injected clock, not by altcha-lib against Date.now().
    if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return null;
    if (params.action !== action) return null;
    let solved = false;
    try {
      solved = await verifySolution(payload, hmacKey, false);
    } catch {
      solved = false;
    }
    if (!solved) return null;
    const fresh = await deps.repo.markUsed(payload.challenge, new Date(expires * 1000).toISOString());
    await purgeNow(now);
    return fresh ? (params as Record<string, string>) : null;
  }

  async function purgeNow(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await deps.repo.purgeExpired(new Date(now.getTime() - PURGE_GRACE_MS).toISOString());
  }

  return {
    /** A fresh signed challenge for the widget. */
    challenge(action: string = BOT_CHECK_ACTION): Promise<BotCheckChallenge> {
      return issue(action);
    },

    /**
     * True once for a token that solves a challenge we signed, for this action, before its expiry.
     * A second use of the same challenge is refused. Malformed input is refused, never thrown.
     */
    async verifyBotToken(token: string, action: string = BOT_CHECK_ACTION): Promise<boolean> {
      return (await spend(token, action)) !== null;
    },

    /**
     * A sign-in challenge (decision 0069) for one account (`account`: the digest of the typed
     * address), of `level`: its work doubles with each level. Account, level and the moment it was
     * issued are signed into it.
     */
    signInChallenge(account: string, level: number): Promise<BotCheckChallenge> {
      return issue(SIGN_IN_CHALLENGE_ACTION, undefined, signInOptions(account, level, deps.clock.now()));
    },

    /**
     * Spends a solved sign-in challenge for `account`: its level and the instant it was issued (ms),
     * or null when it is not one (forged, spent, expired, another action or account).
     */
    async spendSignInToken(
      token: string,
      account: string,
    ): Promise<{ level: number; issuedAt: number } | null> {
      const params = await spend(token, SIGN_IN_CHALLENGE_ACTION);
      if (!params || params.account !== accountTag(account)) return null;
      const level = Number(params.level);
      const issuedAt = Number(params.issued);
      if (!Number.isSafeInteger(level) || !Number.isSafeInteger(issuedAt)) return null;
      return { level, issuedAt };
    },

    /** A solved sign-in token without the work (tests only, like issueTestToken). */
    async issueSignInTestToken(account: string, level: number, at: Date = deps.clock.now()): Promise<string> {
      const opts = signInOptions(account, level, at);
      const number = Math.floor(Math.random() * opts.maxNumber);
      const c = await issue(SIGN_IN_CHALLENGE_ACTION, number, opts);
      return encodeToken({
        algorithm: 'SHA-256',
        challenge: c.challenge,
        number,
        salt: c.salt,
        signature: c.signature,
        took: 0,
      });
    },

    /**
     * A valid, unspent token made without solving anything (the server knows the answer). For tests
     * of the forms that need one; no route exposes it.
     */
    async issueTestToken(action: string = BOT_CHECK_ACTION): Promise<string> {
      const number = 1 + Math.floor(Math.random() * BOT_CHECK_MAX_NUMBER);
      const c = await issue(action, number);
      return encodeToken({
        algorithm: 'SHA-256',
        challenge: c.challenge,
        number,
        salt: c.salt,
        signature: c.signature,
        took: 0,
      });
    },
  };
}

export type BotCheckService = ReturnType<typeof createBotCheckService>;
