import type { MailWordingKey } from '@foro/shared/mail-wording/catalog';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { JobHandler } from '../../lib/job-worker.ts';
import type { MailContent } from '../../lib/mail-templates.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import { sealer } from '../../lib/seal.ts';
import type { MailWordingService } from '../mail-wording/index.ts';

/**
 * The kinds of the mails a person's action or a staff action sends once (docs/decisions/
 * 0073-every-mail-through-the-queue.md). Each is a row of the durable queue (decision 0037), written in
 * the transaction of the action that caused it when there is one, and shown in `/admin/correo`.
 */
export const QUEUED_MAIL_KINDS = {
  contactReceived: 'contact-received',
  invitation: 'invitation',
  requestRefused: 'request-refused',
  signInReminder: 'sign-in-reminder',
  messageAnswer: 'meeting-message-answer',
  drawWinner: 'draw-winner',
  drawPeriodChanged: 'draw-period-changed',
  emailChangeNotice: 'email-change-notice',
  emailChangeConfirm: 'email-change-confirm',
  emailInUse: 'email-in-use',
} as const;
export type QueuedMailKind = (typeof QUEUED_MAIL_KINDS)[keyof typeof QUEUED_MAIL_KINDS];

/**
 * What must still hold when the mail leaves, read again by the worker: a link that was replaced, used
 * or expired while the SMTP server was down is not sent. (A meeting's mails are read whole when due:
 * notifications.service.ts.)
 */
export type MailGuard = { invitation: string; digest: string } | { emailChange: string; digest: string };

export interface QueuedMail {
  kind: QueuedMailKind;
  /** The recipient's address; shown to staff in `/admin/correo`. */
  to: string;
  toName?: string;
  /** The member the mail is for, when it is one. */
  userId?: string;
  content: MailContent & Pick<MailMessage, 'attachments'>;
  guard?: MailGuard;
  /** The record the mail is about (a request, an invitation, a meeting). */
  subjectId?: string;
  /** One pending mail per key: a newer one replaces it (a meeting moved twice before the worker ran). */
  dedupeKey?: string;
}

interface Payload {
  to: string;
  userId?: string;
  sealed: string;
  guard?: MailGuard;
}

export function createQueuedMails(deps: {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  wording: MailWordingService;
}) {
  const { db, queue, mailer, clock } = deps;
  // Bodies carry links (an invitation's, an address change's): sealed, as the reset link is (0046).
  const { seal, open } = sealer(deps.secret, 'queued-mail');

  const linkStill = (
    row: { used_at: string | null; expires_at: string; secret_digest: string } | undefined,
    digest: string,
  ) =>
    Boolean(
      row &&
      !row.used_at &&
      Date.parse(row.expires_at) > clock.now().getTime() &&
      row.secret_digest === digest,
    );

  /** Null when the mail should still go, else why not. */
  async function blocked(guard: MailGuard | undefined): Promise<string | null> {
    if (!guard) return null;
    if ('invitation' in guard) {
      const row = await db
        .selectFrom('invitations')
        .select(['used_at', 'expires_at', 'secret_digest'])
        .where('id', '=', guard.invitation)
        .executeTakeFirst();
      return linkStill(row, guard.digest) ? null : 'La invitación ya no es válida o se envió otra.';
    }
    {
      const row = await db
        .selectFrom('email_changes')
        .select(['used_at', 'expires_at', 'secret_digest'])
        .where('id', '=', guard.emailChange)
        .executeTakeFirst();
      return linkStill(row, guard.digest) ? null : 'El enlace ya no sirve.';
    }
    return null;
  }

  const send: JobHandler = async (job, raw) => {
    const payload = raw as unknown as Payload;
    const opened = open(String(payload.sealed ?? ''));
    if (!opened) return { cancelled: 'El correo no se pudo leer.' };
    const why = await blocked(payload.guard);
    if (why) return { cancelled: why };
    const message = JSON.parse(opened) as Omit<MailMessage, 'to' | 'id'>;
    await mailer.send({ ...message, to: payload.to, id: job.id });
    return { done: true };
  };

  return {
    handlers: Object.fromEntries(Object.values(QUEUED_MAIL_KINDS).map((kind) => [kind, send])) as Record<
      QueuedMailKind,
      JobHandler
    >,

    /**
     * The wording in use for a mail (docs/decisions/0082-mail-wording-by-staff.md); read with `on`, the
     * action's transaction, when the mail is written inside one.
     */
    wording: (key: MailWordingKey, on: Db = db) => deps.wording.current(key, on),

    /** Queues one mail, due now, in `on` (the action's transaction) when given. */
    async queue(mail: QueuedMail, on: Db = db): Promise<void> {
      const message = { ...mail.content, ...(mail.toName ? { toName: mail.toName } : {}) };
      const payload: Payload = {
        to: mail.to,
        ...(mail.userId ? { userId: mail.userId } : {}),
        sealed: seal(JSON.stringify(message)),
        ...(mail.guard ? { guard: mail.guard } : {}),
      };
      await queue.enqueue(
        {
          kind: mail.kind,
          payload: payload as unknown as Record<string, unknown>,
          runAt: clock.now(),
          ...(mail.subjectId ? { subjectId: mail.subjectId } : {}),
          ...(mail.dedupeKey ? { dedupeKey: mail.dedupeKey } : {}),
        },
        on,
      );
    },
  };
}
export type QueuedMails = ReturnType<typeof createQueuedMails>;
