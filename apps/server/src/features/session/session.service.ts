import type { BotCheckChallenge } from '@foro/shared/botcheck/schemas';
import { spanishDateTime } from '@foro/shared/notifications/member-zone';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import { suspendedNow } from '@foro/shared/members/admin-schemas';
import { ANONYMOUS_USER, BAD_CREDENTIALS, type CurrentUser } from '@foro/shared/session/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';
import {
  changePasswordSchema,
  WRONG_CURRENT_PASSWORD,
  type AccountSession,
  type ChangePasswordInput,
} from '@foro/shared/profile/account';
import { PASSWORD_TOO_COMMON } from '@foro/shared/session/password-reset';
import { isCommonPassword } from './common-passwords.ts';
import { deviceName } from './device-name.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionRepository } from './session.repository.ts';
import type { SignInFailuresRepository } from './sign-in-failures.repository.ts';
import { SIGN_IN_CHALLENGE_FAILED, SIGN_IN_CHALLENGE_REQUIRED } from '@foro/shared/session/sign-in-challenge';
import { ACCOUNT_WINDOW_MS, ADDRESS_WINDOW_MS, challengeLevel, FAILURE_MEMORY_MS } from './sign-in-limits.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../lib/session-lifetime.ts';
import type { MemberPlace } from '../../lib/member-place.ts';

export const ACCOUNT_SUSPENDED =
  'Tu cuenta está suspendida. Si crees que se trata de un error, escríbenos a través del formulario de contacto.';
/** "Tu cuenta está suspendida hasta el …", in the member's own zone (the publisher's when unknown). */
export const suspendedUntilMessage = (until: Date, zone: string | null) =>
  `Tu cuenta está suspendida hasta el ${spanishDateTime(until, zone ?? PUBLISHER_TIME_ZONE)}. Si crees que se trata de un error, escríbenos a través del formulario de contacto.`;
export const ACCOUNT_DEACTIVATED =
  'Tu cuenta está desactivada. Si quieres volver a usarla, escríbenos a través del formulario de contacto.';
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS };
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const USER_AGENT_MAX = 300;

/** How a session is named to its member: a digest of the stored digest, never the cookie's secret. */
export const sessionPublicId = (idHash: string): string => sha256(`session:${idHash}`).slice(0, 22);

/** The new-password rule the shared schema cannot check in the browser: not a common password. */
export function commonPasswordErrors(password: string): Record<string, string> | null {
  return isCommonPassword(password) ? { password: PASSWORD_TOO_COMMON } : null;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  lastname: string;
  country: string;
  role: 'member' | 'coach' | 'staff';
  updatedFields: number;
  /**
   * Where the member lives, as the confirmation form saved it (features/directory/member-zones.ts tells
   * the zone from it). Read with the session: a change to the account moves the `sessions` counter, so
   * a kept copy never outlives it.
   */
  place: MemberPlace;
}

export function createSessionService(deps: {
  repo: SessionRepository;
  failures: SignInFailuresRepository;
  clock: Clock;
  /** Failed sign-ins one address may make per minute (SIGNIN_RATE_LIMIT). */
  failuresPerAddressPerMinute: number;
  /** The bot check's sign-in challenges (features/botcheck, decision 0069). */
  challenges: {
    signInChallenge(account: string, level: number): Promise<BotCheckChallenge>;
    spendSignInToken(token: string, account: string): Promise<{ level: number; issuedAt: number } | null>;
  };
  /**
   * The change counters (lib/public-answers.ts): with them, a session read is kept briefly in this process
   * and dropped as soon as any process ends a session or changes an account (docs/performance.md#sessions).
   */
  versions?: { current(name: 'sessions'): Promise<string> };
  /** After a password change: "Tu contraseña ha cambiado" is queued (decision 0046). */
  onPasswordChanged?: (userId: string, userAgent: string | undefined) => Promise<void>;
  /** The member's own zone, for the end of a suspension in the sign-in message. */
  zoneOfUser?: (userId: string) => Promise<string | null>;
}) {
  const { repo, failures, clock } = deps;
  /** Session reads kept per token: the row's times and the user, with the counter they were read at. */
  const kept = new Map<
    string,
    { version: string; readAt: number; lastSeen: number; expiresAt: number; user: SessionUser }
  >();
  const KEEP_MS = 30_000;
  const KEPT_MAX = 20_000;
  let sweptAt = 0;
  /**
   * Lets go of the copies older than their keeping time, at most once per keeping time: a crowd of
   * members who came once (the minute a meeting starts) would otherwise stay kept until the map filled.
   * A copy is set again after each read, so the map runs oldest first and the sweep stops at the first
   * copy still fresh.
   */
  const sweep = (now: number) => {
    if (now - sweptAt < KEEP_MS) return;
    sweptAt = now;
    for (const [token, copy] of kept) {
      if (now >= copy.readAt && now - copy.readAt < KEEP_MS) break;
      kept.delete(token);
    }
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  /** The same answer and the same argon2 work for an unknown e-mail and a wrong password. */
  async function refuse(password: string): Promise<never> {
    await burnPasswordCheck(password);
    throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
  }

  /** Ends every session of the member but the one of `keepToken` (all of them when it is absent). */
  async function endAllBut(userId: string, keepToken: string | undefined): Promise<number> {
    // The deletes move the "sessions" counter, so other processes drop their kept copies too.
    kept.clear();
    return repo.deleteSessionsOfUser(userId, keepToken ? sha256(keepToken) : null);
  }

  return {
    /**
     * The challenge a sign-in for `email` needs now (decision 0069): null below
     * CHALLENGE_AFTER_FAILURES failures of the account, else one whose work grows with them. Unknown
     * addresses are counted like known ones, so the answer tells nothing about accounts.
     */
    async signInChallenge(email: string): Promise<BotCheckChallenge | null> {
      const account = sha256(email.trim().toLowerCase());
      const since = iso(clock.now().getTime() - ACCOUNT_WINDOW_MS);
      const level = challengeLevel((await failures.checkedFailuresOfAccount(account, since)).length);
      return level ? deps.challenges.signInChallenge(account, level) : null;
    },

    /**
     * Checks the credentials under the sign-in limits: too many failures from `address` in a minute
     * answer 429. After repeated failures of the account, the password is compared only for a
     * sign-in carrying a solved challenge at least as hard as the failures before it was issued asked
     * for; without one it is refused with its own message. No account is ever locked: the right
     * password with such a challenge always signs in. Only failures are counted.
     */
    async authenticate(
      email: string,
      password: string,
      address: string,
      captchaToken?: string,
    ): Promise<string> {
      const now = clock.now().getTime();
      const at = iso(now);
      const typed = email.trim().toLowerCase();
      const account = sha256(typed);
      const recent = await failures.countForAddress(address, iso(now - ADDRESS_WINDOW_MS));
      if (recent >= deps.failuresPerAddressPerMinute) throw new AppError('RATE_LIMITED');

      const earlier = await failures.checkedFailuresOfAccount(account, iso(now - ACCOUNT_WINDOW_MS));
      if (challengeLevel(earlier.length) > 0) {
        // Counted against the address, not the account: a refusal here compared no password.
        const refuseUnchecked = async (message: string): Promise<never> => {
          await failures.insert({ address, account, passwordChecked: false, at });
          throw new AppError('UNAUTHENTICATED', message);
        };
        if (!captchaToken) return refuseUnchecked(SIGN_IN_CHALLENGE_REQUIRED);
        const spent = await deps.challenges.spendSignInToken(captchaToken, account);
        // A challenge is as hard as the failures before its issue asked: the member who fetched it
        // is not sent back because an attacker failed again while the browser was solving it.
        const asked = spent && challengeLevel(earlier.filter((f) => Date.parse(f) <= spent.issuedAt).length);
        if (!spent || spent.level < (asked || 1)) return refuseUnchecked(SIGN_IN_CHALLENGE_FAILED);
      }

      // Recorded before the (slow) password check, so parallel attempts already see it;
      // forgiven when the password is right.
      const pending = await failures.insert({ address, account, passwordChecked: true, at });
      const user = await repo.findUserByEmail(typed);
      if (!user) return refuse(password);
      if (!(await verifyPassword(user.password_hash, password))) {
        throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
      }
      await failures.remove(pending);
      await failures.forgiveAccount(account);
      // Told only to whoever knows the password: staff suspended or deactivated the account (decision 0039).
      if (suspendedNow(user, iso(now)))
        throw new AppError(
          'UNAUTHENTICATED',
          user.suspended_until
            ? suspendedUntilMessage(
                new Date(user.suspended_until),
                (await deps.zoneOfUser?.(user.id)) ?? null,
              )
            : ACCOUNT_SUSPENDED,
        );
      // A suspension whose end passed is lifted on the first sign-in after it (the member is active again).
      if (user.suspended_at) await repo.liftEndedSuspension(user.id, iso(now));
      if (user.deactivated_at || user.closed_at) throw new AppError('UNAUTHENTICATED', ACCOUNT_DEACTIVATED);
      return user.id;
    },

    /**
     * Starts a new session and returns its secret token (only its hash is stored); the browser's
     * User-Agent names the device in the member's list of sessions.
     */
    async start(userId: string, userAgent?: string): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await repo.insertSession({
        idHash: sha256(token),
        userId,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
        userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      });
      return token;
    },

    /** The member's active sessions; `current` marks the one of `token` (this browser). */
    async listOf(userId: string, token: string | undefined): Promise<AccountSession[]> {
      const now = clock.now().getTime();
      const currentHash = token ? sha256(token) : '';
      const rows = await repo.listSessionsOfUser(userId, iso(now));
      return rows
        .filter((row) => now - Date.parse(row.last_seen_at) < SESSION_IDLE_MS)
        .map((row) => ({
          id: sessionPublicId(row.id_hash),
          device: deviceName(row.user_agent),
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          current: row.id_hash === currentHash,
        }));
    },

    /** Ends one of the member's sessions by its public id; another member's id ends nothing. */
    async endOne(userId: string, publicId: string): Promise<number> {
      const rows = await repo.listSessionsOfUser(userId, iso(0));
      const row = rows.find((r) => sessionPublicId(r.id_hash) === publicId);
      if (!row) return 0;
      kept.clear();
      return repo.deleteSessionOfUser(userId, row.id_hash);
    },

    endAllBut,

    /**
     * A signed-in member changes the password: the current one is required, the new one follows the
     * shared rules and is not a common password. Every other session of the account ends.
     */
    async changePassword(
      userId: string,
      token: string | undefined,
      input: ChangePasswordInput,
      userAgent?: string,
    ): Promise<{ status: true; endedSessions: number }> {
      const parsed = changePasswordSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
        throw AppError.validation(fieldErrors);
      }
      const account = await repo.findPasswordHash(userId);
      if (!account) throw new AppError('UNAUTHENTICATED');
      if (!(await verifyPassword(account.password_hash, parsed.data.currentPassword))) {
        throw AppError.validation({ currentPassword: WRONG_CURRENT_PASSWORD });
      }
      const common = commonPasswordErrors(parsed.data.password);
      if (common) throw AppError.validation(common);
      await repo.setPasswordHash(userId, await hashPassword(parsed.data.password), clock.now().toISOString());
      const endedSessions = await endAllBut(userId, token);
      await deps.onPasswordChanged?.(userId, userAgent);
      return { status: true, endedSessions };
    },

    /** The signed-in user of a session token, or null when it is unknown, idle too long or expired. */
    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token) return null;
      // Read before the session, so a change committed after this read makes the kept copy stale.
      const version = deps.versions ? await deps.versions.current('sessions') : undefined;
      const hit = kept.get(token);
      const at = clock.now().getTime();
      sweep(at);
      if (
        hit &&
        hit.version === version &&
        at >= hit.readAt &&
        at - hit.readAt < KEEP_MS &&
        at < hit.expiresAt &&
        at - hit.lastSeen < TOUCH_EVERY_MS
      ) {
        return { ...hit.user };
      }
      kept.delete(token);
      const idHash = sha256(token);
      const row = await repo.findSessionWithUser(idHash);
      if (!row) return null;
      const now = clock.now().getTime();
      let lastSeen = Date.parse(row.last_seen_at);
      const expiresAt = Date.parse(row.expires_at);
      if (now >= expiresAt || now - lastSeen >= SESSION_IDLE_MS) {
        await repo.deleteSession(idHash);
        return null;
      }
      if (now - lastSeen >= TOUCH_EVERY_MS) {
        await repo.touchSession(idHash, new Date(now).toISOString());
        lastSeen = now;
      }
      const user: SessionUser = {
        id: row.id,
        email: row.email,
        name: row.name,
        lastname: row.lastname,
        country: row.country,
        role: row.role,
        updatedFields: row.updated_fields,
        place: {
          country: row.country,
          place_ids: row.place_ids,
          region: row.region,
          state: row.state,
          commune: row.commune,
        },
      };
      if (version !== undefined) {
        if (kept.size >= KEPT_MAX) kept.clear();
        kept.set(token, { version, readAt: now, lastSeen, expiresAt, user });
      }
      return { ...user };
    },

    /** How many session reads this process keeps (for the tests of their sweep). */
    keptCount: (): number => kept.size,

    /**
     * Until when (ms) the session of `token` read last may be taken as still valid without reading it
     * again, by the clock alone: its keeping time, its end, and the moment its last visit needs writing.
     * 0 when it is not kept. Whatever a commit changes (sign-out, suspension) is the caller's to check.
     */
    keptUntil(token: string): number {
      const hit = kept.get(token);
      if (!hit) return 0;
      return Math.min(hit.readAt + KEEP_MS, hit.expiresAt, hit.lastSeen + TOUCH_EVERY_MS);
    },

    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      kept.delete(token);
      await repo.deleteSession(sha256(token));
    },

    /** Removes expired sessions and sign-in failures too old to count towards any limit. */
    async purgeExpired(): Promise<void> {
      const now = clock.now().getTime();
      await repo.deleteExpiredSessions(iso(now));
      await failures.purgeBefore(iso(now - FAILURE_MEMORY_MS));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

export function toCurrentUser(user: SessionUser | null): CurrentUser {
  if (!user) return ANONYMOUS_USER;
  return {
    username: user.email,
    name: [user.name, user.lastname].filter(Boolean).join(' '),
    firstName: user.name,
    userCountry: user.country,
    userUpdatedFields: user.updatedFields,
    userId: user.id,
    role: user.role,
  };
}
