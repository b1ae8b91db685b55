import { spanishDateTime } from '@foro/shared/notifications/member-zone';
import { PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/ids.ts';
import { sealer } from '../../lib/seal.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { JobHandler } from '../../lib/job-worker.ts';
import { passwordChangedMail, passwordResetMail } from './password-mails.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { deviceName } from './device-name.ts';
import type { MailWordingService } from '../mail-wording/index.ts';
import { PASSWORD_RESET_PATH } from './password-reset-page.ts';

export const ACCOUNT_JOB_KINDS = {
  /** Someone asked for a link for a typed address; the worker finds out whether it has an account. */
  passwordResetRequest: 'password-reset-request',
  passwordReset: 'password-reset',
  passwordChanged: 'password-changed',
} as const;

/**
 * The account's own mails (the reset link, the password-change notice), through the durable queue:
 * the request that asks for them answers without waiting for the SMTP server, and a server that is
 * down gets the mail later instead of losing it. Payloads hold ids, the sealed secret or the sealed
 * typed address, never an address in clear or a usable link; the worker logs a job's id and kind only.
 */
export function createAccountMails(deps: {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  secret: string;
  zones: { zoneOfUser(userId: string): Promise<string | null> };
  /** Staff's wording of the mails, read when one is written (decision 0082). */
  wording: Pick<MailWordingService, 'current'>;
  /**
   * The worker's half of a reset request: a new link for the account of `email`, if there is one
   * (password-reset.service.ts). False when no account has that address.
   */
  issueResetLinkFor?: (email: string) => Promise<boolean>;
}) {
  const { db, queue, mailer, clock, publicUrl, zones } = deps;
  // The reset link's secret travels sealed (decision 0046): the jobs table never holds a usable link.
  const { seal, open } = sealer(deps.secret, 'password-reset-link');

  const findUser = (id: string) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'closed_at'])
      .where('id', '=', id)
      .executeTakeFirst();

  const passwordResetRequest: JobHandler = async (_job, payload) => {
    const email = open(String(payload.sealed ?? ''));
    if (!email) return { cancelled: 'La solicitud no se pudo leer.' };
    if (!deps.issueResetLinkFor) return { cancelled: 'Tipo de tarea no disponible.' };
    return (await deps.issueResetLinkFor(email))
      ? { done: true }
      : { cancelled: 'Ninguna cuenta tiene esa dirección.' };
  };

  const passwordReset: JobHandler = async (job, payload) => {
    const secret = open(String(payload.sealed ?? ''));
    if (!secret) return { cancelled: 'El enlace no se pudo leer.' };
    const link = await db
      .selectFrom('password_resets')
      .select(['user_id', 'used_at', 'expires_at'])
      .where('secret_digest', '=', sha256(secret))
      .executeTakeFirst();
    // A later request replaced it, it was used, or it expired while the SMTP server was down.
    if (!link || link.used_at || Date.parse(link.expires_at) <= clock.now().getTime())
      return { cancelled: 'El enlace ya no sirve.' };
    const user = await findUser(link.user_id);
    if (!user || user.closed_at) return { cancelled: 'La cuenta ya no existe.' };
    await mailer.send({
      to: user.email,
      toName: user.name,
      id: job.id,
      ...passwordResetMail(
        {
          name: user.name,
          link: `${publicUrl}${PASSWORD_RESET_PATH}/${secret}`,
          expiresAt: new Date(link.expires_at),
        },
        await deps.wording.current('password-reset'),
      ),
    });
    return { done: true };
  };

  const passwordChanged: JobHandler = async (job, payload) => {
    const user = await findUser(String(payload.userId));
    if (!user || user.closed_at) return { cancelled: 'La cuenta ya no existe.' };
    const zone = (await zones.zoneOfUser(user.id)) ?? PUBLISHER_TIME_ZONE;
    await mailer.send({
      to: user.email,
      toName: user.name,
      id: job.id,
      ...passwordChangedMail(
        {
          name: user.name,
          when: spanishDateTime(new Date(String(payload.at)), zone),
          device: String(payload.device),
          how: payload.how === 'reset' ? 'reset' : 'profile',
          forgotUrl: `${publicUrl}${PASSWORD_RESET_PATH}`,
        },
        await deps.wording.current('password-changed'),
      ),
    });
    return { done: true };
  };

  return {
    handlers: {
      [ACCOUNT_JOB_KINDS.passwordResetRequest]: passwordResetRequest,
      [ACCOUNT_JOB_KINDS.passwordReset]: passwordReset,
      [ACCOUNT_JOB_KINDS.passwordChanged]: passwordChanged,
    } satisfies Record<string, JobHandler>,

    /**
     * Queues a reset request for the typed address, sealed: whether it has an account is looked up
     * by the worker, so the request does the same work for every address (issue 35, point 7).
     */
    async queueResetRequest(email: string): Promise<void> {
      await queue.enqueue({
        kind: ACCOUNT_JOB_KINDS.passwordResetRequest,
        payload: { sealed: seal(email) },
        runAt: clock.now(),
        // Two requests for one address before the worker runs make one link (the limits' digest).
        dedupeKey: `password-reset-request:${sha256(email)}`,
      });
    },

    /** Queues the mail with a new reset link; the secret goes sealed. */
    async queueResetLink(userId: string, secret: string): Promise<void> {
      await queue.enqueue({
        kind: ACCOUNT_JOB_KINDS.passwordReset,
        payload: { userId, sealed: seal(secret) },
        runAt: clock.now(),
      });
    },

    /** Queues "Tu contraseña ha cambiado", with when and from which browser. */
    async passwordChanged(userId: string, userAgent: string | null | undefined, how: 'profile' | 'reset') {
      await queue.enqueue({
        kind: ACCOUNT_JOB_KINDS.passwordChanged,
        payload: { userId, at: clock.now().toISOString(), device: deviceName(userAgent), how },
        runAt: clock.now(),
      });
    },
  };
}
export type AccountMails = ReturnType<typeof createAccountMails>;
