import {
  EMAIL_CHANGE_VALID_HOURS,
  emailChangeProblems,
  type EmailChangeProblem,
} from '@foro/shared/profile/email-change';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId, randomToken, sha256 } from '../../lib/ids.ts';
import { emailChangeConfirmMail, emailChangeNoticeMail, emailInUseNoticeMail } from './email-change-mails.ts';
import { QUEUED_MAIL_KINDS, type QueuedMails } from '../notifications/index.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { EmailChangeRepository, EmailChangeRow } from './email-change.repository.ts';

export const EMAIL_CHANGE_VALID_MS = EMAIL_CHANGE_VALID_HOURS * 60 * 60 * 1000;

export type EmailChangeCheck = { ok: true; newEmail: string } | { ok: false; problem: EmailChangeProblem };

/** A link that cannot change the address: 409 when it served or the address is taken, else 422. */
export class EmailChangeRefused extends AppError {
  readonly problem: EmailChangeProblem;
  constructor(problem: EmailChangeProblem) {
    super(
      problem === 'used' || problem === 'taken' ? 'CONFLICT' : 'VALIDATION',
      emailChangeProblems[problem],
    );
    this.problem = problem;
  }
}

/** Only the secret's SHA-256 names a request; a copy of the table confirms nothing. */
const digestOf = (secret: string) => sha256(secret);

export function createEmailChangeService(deps: {
  repo: EmailChangeRepository;
  clock: Clock;
  mails: QueuedMails;
  /** The portal's origin (`PUBLIC_URL`): the link in the mail starts with it. */
  publicUrl: string;
}) {
  const { repo, clock, mails } = deps;

  const stateOf = (row: EmailChangeRow | undefined): EmailChangeProblem | null => {
    if (!row) return 'unknown';
    if (row.used_at) return 'used';
    if (clock.now().getTime() >= Date.parse(row.expires_at)) return 'expired';
    return null;
  };

  return {
    /**
     * A member asks to sign in with `newEmail` (lower-cased, already validated). The current address
     * is told; the new one gets the link. When the new address already has an account, its owner gets
     * a neutral notice instead and nothing is stored: the member who asked sees exactly the same
     * answer and mails either way, so the form never tells whether an address is registered.
     */
    async request(input: { userId: string; name: string; currentEmail: string; newEmail: string }) {
      const { newEmail } = input;
      // Staff's wording of the three mails, read before either branch so both do the same work.
      const [noticeWording, inUseWording, confirmWording] = await Promise.all([
        mails.wording('email-change-notice'),
        mails.wording('email-in-use'),
        mails.wording('email-change-confirm'),
      ]);
      const notice = emailChangeNoticeMail({ name: input.name, newEmail }, noticeWording);
      const toCurrent = {
        kind: QUEUED_MAIL_KINDS.emailChangeNotice,
        to: input.currentEmail,
        userId: input.userId,
        content: notice,
      };
      // Both mails go through the queue (decision 0073), the link's in the request's own transaction.
      if (await repo.emailTaken(newEmail)) {
        await repo.transaction(async (tx) => {
          await mails.queue(toCurrent, tx.db);
          await mails.queue(
            { kind: QUEUED_MAIL_KINDS.emailInUse, to: newEmail, content: emailInUseNoticeMail(inUseWording) },
            tx.db,
          );
        });
        return;
      }
      const secret = randomToken(32);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_VALID_MS);
      const id = newId();
      const link = `${deps.publicUrl}/connect/email-change/${secret}`;
      await repo.transaction(async (tx) => {
        await tx.replacePending({
          id,
          user_id: input.userId,
          new_email: newEmail,
          secret_digest: digestOf(secret),
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          used_at: null,
        });
        await mails.queue(toCurrent, tx.db);
        await mails.queue(
          {
            kind: QUEUED_MAIL_KINDS.emailChangeConfirm,
            to: newEmail,
            content: emailChangeConfirmMail({ name: input.name, link, expiresAt }, confirmWording),
            guard: { emailChange: id, digest: digestOf(secret) },
            subjectId: id,
          },
          tx.db,
        );
      });
    },

    /** What a link would do, without doing it (the page that shows the confirm button). */
    async check(secret: string): Promise<EmailChangeCheck> {
      const row = await repo.findByDigest(digestOf(secret));
      const problem = stateOf(row);
      return problem || !row
        ? { ok: false, problem: problem ?? 'unknown' }
        : { ok: true, newEmail: row.new_email };
    },

    /**
     * Makes the link's address the member's sign-in e-mail, once. The request is claimed before the
     * address is written, so of two concurrent confirmations one wins. If another account took the
     * address since the request, the unique index refuses it (`taken`) and nothing changes. A refusal
     * throws `EmailChangeRefused`.
     */
    async confirm(secret: string): Promise<{ newEmail: string }> {
      const digest = digestOf(secret);
      const now = clock.now().toISOString();
      try {
        return await repo.transaction(async (tx) => {
          const row = await tx.findByDigest(digest);
          const problem = stateOf(row);
          if (problem || !row) throw new EmailChangeRefused(problem ?? 'unknown');
          if (!(await tx.claim(row.id, now))) throw new EmailChangeRefused('used');
          if (!(await tx.setUserEmail(row.user_id, row.new_email, now)))
            throw new EmailChangeRefused('unknown');
          return { newEmail: row.new_email };
        });
      } catch (error) {
        // The driver's error names the address (PostgreSQL's detail): answered, never logged.
        if (isUniqueViolation(error)) throw new EmailChangeRefused('taken');
        throw error;
      }
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
