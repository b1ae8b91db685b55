import { PASSWORD_RESET_VALID_MINUTES, type PasswordResetProblem } from '@foro/shared/session/password-reset';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, randomToken, sha256 } from '../../lib/ids.ts';
import type { AccountMails } from './account-mails.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { PasswordResetRepository, PasswordResetRow } from './password-reset.repository.ts';

export const PASSWORD_RESET_VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60 * 1000;
/** The window of the request limits, and how long requests are remembered. */
export const RESET_WINDOW_MS = 60 * 60 * 1000;
/** Requests one client address may make per hour (a school shares one address: not too few). */
export const RESETS_PER_ADDRESS = 30;
/** Requests for one e-mail per hour, registered or not: a mailbox is not flooded. */
export const RESETS_PER_ACCOUNT = 3;

/** The secret is 32 random bytes in base64url: 43 characters. */
const SECRET_LENGTH = 43;
const SECRET_CHARS = /^[A-Za-z0-9_-]+$/;

/** What a link's secret looks like before any lookup: too short is a cut link, anything odd a forged one. */
export function secretShape(secret: string): PasswordResetProblem | null {
  if (!SECRET_CHARS.test(secret)) return 'unknown';
  if (secret.length < SECRET_LENGTH) return 'truncated';
  if (secret.length > SECRET_LENGTH) return 'unknown';
  return null;
}

/** A link that cannot set a password. */
export class PasswordResetRefused extends AppError {
  readonly problem: PasswordResetProblem;
  constructor(problem: PasswordResetProblem) {
    super(problem === 'used' ? 'CONFLICT' : 'VALIDATION');
    this.problem = problem;
  }
}

export function createPasswordResetService(deps: {
  repo: PasswordResetRepository;
  clock: Clock;
  /** The durable queue's account mails: the link goes out after the answer (decision 0046). */
  mails: Pick<AccountMails, 'queueResetRequest' | 'queueResetLink' | 'passwordChanged'>;
}) {
  const { repo, clock } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  const stateOf = (row: PasswordResetRow | undefined): PasswordResetProblem | null => {
    if (!row) return 'unknown';
    if (row.used_at) return 'used';
    if (clock.now().getTime() >= Date.parse(row.expires_at)) return 'expired';
    return null;
  };

  /**
   * A new link for the account (earlier unused ones end), queued for mail: the request answers
   * without waiting for the SMTP server, as fast as for an unknown address, and a server that is
   * down gets the mail on a later attempt. Only the secret's digest is stored for the link; the job
   * carries it sealed (account-mails.ts). True once it is queued.
   */
  async function issueLink(user: { id: string; email: string; name: string }): Promise<boolean> {
    const now = clock.now().getTime();
    const secret = randomToken(32);
    const expiresAt = new Date(now + PASSWORD_RESET_VALID_MS);
    await repo.replacePending({
      id: newId(),
      user_id: user.id,
      secret_digest: sha256(secret),
      created_at: iso(now),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    });
    await deps.mails.queueResetLink(user.id, secret);
    return true;
  }

  return {
    /**
     * Someone asks for a link for `email` from `address`. Every request counts towards the limits
     * (per client address and per typed e-mail), whether or not the address has an account, and the
     * answer is the same: only a registered address gets a mail. Too many requests throw RATE_LIMITED.
     * The request does the same work for every address, registered or not (the same queries, one
     * queued job): whether it has an account is the worker's to find out (`issueLinkFor`), so the
     * answer's time tells nobody (issue 35, point 7).
     */
    async request(email: string, address: string): Promise<void> {
      const now = clock.now().getTime();
      const typed = email.trim().toLowerCase();
      const account = sha256(typed);
      const since = iso(now - RESET_WINDOW_MS);
      if (
        (await repo.countRequests({ address }, since)) >= RESETS_PER_ADDRESS ||
        (await repo.countRequests({ account }, since)) >= RESETS_PER_ACCOUNT
      ) {
        throw new AppError('RATE_LIMITED');
      }
      await repo.insertRequest({ id: newId(), address, account, at: iso(now) });
      await deps.mails.queueResetRequest(typed);
    },

    /** The queued request's work (account-mails.ts): a link for the account of `email`, if any. */
    async issueLinkFor(email: string): Promise<boolean> {
      const user = await repo.findUserByEmail(email);
      return user ? issueLink(user) : false;
    },

    /**
     * Staff send a member a link from the back office (docs/product/admin.md#members): the same
     * single-use, one-hour link, without the public form's limits. True when the mail was handed over.
     */
    sendLinkTo: (user: { id: string; email: string; name: string }): Promise<boolean> => issueLink(user),

    /** What a link would do, without doing it (the page with the new-password form). */
    async check(secret: string): Promise<PasswordResetProblem | null> {
      const shape = secretShape(secret);
      if (shape) return shape;
      return stateOf(await repo.findByDigest(sha256(secret)));
    },

    /**
     * Sets the new password (already checked by the caller) through the link, once. Every session of
     * the account ends; the caller signs this browser in. Returns the member's id. A refusal throws
     * `PasswordResetRefused`.
     */
    async reset(secret: string, password: string, userAgent?: string): Promise<{ userId: string }> {
      const shape = secretShape(secret);
      if (shape) throw new PasswordResetRefused(shape);
      // Hashed before the transaction: argon2 must not hold a write lock.
      const passwordHash = await hashPassword(password);
      const now = clock.now().toISOString();
      const done = await repo.transaction(async (tx) => {
        const row = await tx.findByDigest(sha256(secret));
        const problem = stateOf(row);
        if (problem || !row) throw new PasswordResetRefused(problem ?? 'unknown');
        if (!(await tx.claim(row.id, now))) throw new PasswordResetRefused('used');
        const email = await tx.setPassword(row.user_id, passwordHash, now);
        await tx.endSessions(row.user_id);
        if (email) await tx.forgiveAccount(sha256(email));
        return { userId: row.user_id };
      });
      await deps.mails.passwordChanged(done.userId, userAgent, 'reset');
      return done;
    },

    /** Forgets requests too old to count and links long expired. */
    async purgeExpired(): Promise<void> {
      await repo.purgeRequestsBefore(iso(clock.now().getTime() - RESET_WINDOW_MS));
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
