import { z } from 'zod';
import {
  ALREADY_MEMBER,
  INVITATION_VALID_DAYS,
  invitationProblems,
  type InvitationProblem,
} from '@foro/shared/invitations/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, randomToken, sha256 } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { invitationMail } from './invitation-mail.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Db } from '../../db/database.ts';
import { QUEUED_MAIL_KINDS, type QueuedMails } from '../notifications/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { InvitationRow, InvitationsRepository } from './invitations.repository.ts';

export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

/** Why a link cannot be used: the three of the spec, or the address became a member meanwhile. */
export type InvitationRefusal = InvitationProblem | 'member';

export type InvitationCheck =
  { ok: true; id: string; email: string } | { ok: false; problem: InvitationRefusal; email?: string };

/**
 * A link that cannot create an account: 409 when it already served or its address is a member now,
 * else 422. The problem and address tell the connect page what to say.
 */
export class InvitationRefused extends AppError {
  readonly problem: InvitationRefusal;
  readonly email: string | undefined;
  constructor(problem: InvitationRefusal, email?: string) {
    const message = problem === 'member' ? ALREADY_MEMBER : invitationProblems[problem];
    super(problem === 'used' || problem === 'member' ? 'CONFLICT' : 'VALIDATION', message, { hash: message });
    this.problem = problem;
    this.email = email;
  }
}

export interface IssuedInvitation {
  id: string;
  email: string;
  expiresAt: Date;
}

const issueSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'La dirección de correo es demasiado larga.')
    .pipe(z.email('La dirección de correo no es válida.'))
    .transform((v) => v.toLowerCase()),
  name: z
    .string()
    .max(120, 'El nombre es demasiado largo.')
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .optional(),
});

/** The link's secret names an invitation through its SHA-256 only. */
export const secretDigest = (secret: string): string => sha256(secret);

export function createInvitationsService(deps: {
  repo: InvitationsRepository;
  clock: Clock;
  mailer: Mailer;
  /**
   * The durable queue (decision 0073): the invitation and its mail are written in one transaction.
   * Without it (`npm run invite`, which reports delivery in its exit code) the mail is sent at once.
   */
  mails?: QueuedMails;
  /** The portal's origin (`PUBLIC_URL`): the link in the mail starts with it. */
  publicUrl: string;
}) {
  const { repo, clock, mailer } = deps;
  const linkOf = (secret: string) => `${deps.publicUrl}/acceso-invitados/${secret}`;

  /** Queues the invitation's mail with its link; sent only while the link is still this one and valid. */
  const queueMail = async (
    on: Db,
    row: { id: string; email: string; name: string; expiresAt: Date },
    secret: string,
  ) =>
    deps.mails!.queue(
      {
        kind: QUEUED_MAIL_KINDS.invitation,
        to: row.email,
        ...(row.name ? { toName: row.name } : {}),
        content: invitationMail(
          { name: row.name, link: linkOf(secret), expiresAt: row.expiresAt },
          await deps.mails!.wording('invitation', on),
        ),
        guard: { invitation: row.id, digest: secretDigest(secret) },
        subjectId: row.id,
      },
      on,
    );

  /** What the row itself says; whether the address became a member is asked separately. */
  const stateOf = (row: InvitationRow | undefined): InvitationProblem | null => {
    if (!row) return 'unknown';
    if (row.used_at) return 'used';
    if (clock.now().getTime() >= Date.parse(row.expires_at)) return 'expired';
    return null;
  };

  const check = async (row: InvitationRow | undefined): Promise<InvitationCheck> => {
    if (!row) return { ok: false, problem: 'unknown' };
    let problem: InvitationRefusal | null = stateOf(row);
    if (!problem && (await repo.memberExists(row.email))) {
      // The address may have become a member through this very link since `row` was read (a second
      // submission racing the first): then the link is used, which is what that person must read.
      problem = stateOf(await repo.findById(row.id)) ?? 'member';
    }
    if (problem) return { ok: false, problem, email: row.email };
    return { ok: true, id: row.id, email: row.email };
  };

  return {
    /**
     * Invites a person who is not a member: stores the invitation (the secret's digest only) and
     * mails the link. The secret leaves this function only inside the mail. An address that is
     * already a member is refused (CONFLICT). With the queue, the invitation, its mail and `within`
     * (the caller's own change and audit) are one transaction; without it, if the mail cannot be
     * sent the invitation is removed again and the mailer's error is thrown.
     */
    async issue(
      input: { email: string; name?: string | undefined },
      within?: (on: Db, invitation: IssuedInvitation) => Promise<void>,
    ): Promise<IssuedInvitation> {
      const parsed = issueSchema.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
        throw new AppError('VALIDATION', Object.values(errors)[0], errors);
      }
      const { email, name = '' } = parsed.data;
      if (await repo.memberExists(email)) {
        throw new AppError('CONFLICT', `Ya existe una cuenta con el correo ${email}.`);
      }
      const secret = randomToken(32);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);
      const id = newId();
      const row = {
        id,
        email,
        name,
        secret_digest: secretDigest(secret),
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        used_at: null,
        user_id: null,
      };
      if (deps.mails) {
        await repo.transaction(async (tx) => {
          await tx.insert(row);
          await queueMail(tx.db, { id, email, name, expiresAt }, secret);
          await within?.(tx.db, { id, email, expiresAt });
        });
        return { id, email, expiresAt };
      }
      await repo.insert(row);
      const link = linkOf(secret);
      try {
        await mailer.send({ to: email, ...invitationMail({ name, link, expiresAt }) });
      } catch (error) {
        // Nobody received the link: leave nothing behind, so the command can simply be run again.
        await repo.remove(id);
        throw error;
      }
      return { id, email, expiresAt };
    },

    /**
     * Sends a valid invitation again with a new link (only the digest is kept, so the old link cannot
     * be sent again): the old link stops working, the validity stays. `within` runs in the same
     * transaction (the caller's audit). Refused (CONFLICT) when the invitation was used, expired or its
     * address became a member.
     */
    async resend(invitationId: string, within?: (on: Db) => Promise<void>): Promise<IssuedInvitation> {
      if (!deps.mails) throw new Error('resend needs the mail queue');
      const current = await check(await repo.findById(invitationId));
      if (!current.ok)
        throw new AppError(
          'CONFLICT',
          current.problem === 'member' ? ALREADY_MEMBER : invitationProblems[current.problem],
        );
      const secret = randomToken(32);
      return repo.transaction(async (tx) => {
        const row = await tx.findById(invitationId);
        if (!row || stateOf(row) || !(await tx.replaceSecret(invitationId, secretDigest(secret))))
          throw new AppError('CONFLICT', invitationProblems[stateOf(row) ?? 'used']);
        const expiresAt = new Date(row.expires_at);
        await queueMail(tx.db, { id: row.id, email: row.email, name: row.name, expiresAt }, secret);
        await within?.(tx.db);
        return { id: row.id, email: row.email, expiresAt };
      });
    },

    /** The invitation a link's secret names, if it can still create an account. */
    checkSecret: async (secret: string): Promise<InvitationCheck> =>
      check(await repo.findByDigest(secretDigest(secret))),

    /** The same check for an invitation this browser already showed (its id from the cookie). */
    checkId: async (id: string): Promise<InvitationCheck> => check(await repo.findById(id)),

    /**
     * The name and surname the invited person gave in their request to join, for the account form: only
     * for a browser that holds the valid invitation (decision 0090).
     */
    async requestNames(invitationId: string): Promise<{ name: string; lastname: string } | undefined> {
      const request = await repo.requestOf(invitationId);
      return request ? { name: request.name, lastname: request.lastname } : undefined;
    },

    /**
     * Creates the invited member (role member, data not confirmed) and marks the invitation used, in
     * one transaction. The mark is conditional on the invitation being unused, so of two concurrent
     * submissions exactly one creates an account; the other gets `used`. If the address became a
     * member meanwhile nothing is created (`member`). A refusal throws `InvitationRefused`.
     */
    async createAccount(input: {
      invitationId: string;
      name: string;
      lastname: string;
      password: string;
    }): Promise<{ userId: string; email: string }> {
      const before = await check(await repo.findById(input.invitationId));
      if (!before.ok) throw new InvitationRefused(before.problem, before.email);
      // Hashing takes ~25 ms: done before the transaction so no write lock waits for it.
      const passwordHash = await hashPassword(input.password);
      const userId = newId();
      const now = clock.now().toISOString();
      try {
        await repo.transaction(async (tx) => {
          const problem = stateOf(await tx.findById(input.invitationId));
          if (problem) throw new InvitationRefused(problem, before.email);
          // Claimed before anything else is asked: the loser of a race waits here for the winner's
          // commit and then finds the invitation used.
          if (!(await tx.claim(input.invitationId, now))) throw new InvitationRefused('used', before.email);
          if (await tx.memberExists(before.email)) throw new InvitationRefused('member', before.email);
          await tx.insertMember({
            id: userId,
            email: before.email,
            passwordHash,
            name: input.name,
            lastname: input.lastname,
            now,
          });
          await tx.linkUser(input.invitationId, userId);
          await tx.prefillFromRequest(input.invitationId, userId);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new InvitationRefused('member', before.email);
        throw error;
      }
      return { userId, email: before.email };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
