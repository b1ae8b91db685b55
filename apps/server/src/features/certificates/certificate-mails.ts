import { plainTitle } from '@foro/shared/meetings/title';
import { providerPaths } from '@foro/shared/routes/paths';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { JobHandler } from '../../lib/job-worker.ts';
import type { MailWordingFields } from '@foro/shared/mail-wording/catalog';
import { renderWording, type MailContent } from '../../lib/mail-templates.ts';
import type { MailWordingService } from '../mail-wording/index.ts';
import type { Mailer } from '../../lib/mailer.ts';

export const CERTIFICATE_JOB_KIND = 'meeting-certificate';

/** "Tu certificado de asistencia": the download link and the public verification page. */
export function certificateIssuedMail(
  input: { name: string; title: string; downloadUrl: string; verifyUrl: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'certificate-issued',
    wording,
    { nombre: input.name.trim(), titulo: input.title, enlace_verificacion: input.verifyUrl },
    { name: input.name, actionUrl: input.downloadUrl },
  );
}

/** For a member who attended but has not confirmed the data the certificate prints. */
export function certificateConfirmMail(
  input: { name: string; title: string; pageUrl: string },
  wording?: MailWordingFields,
): MailContent {
  return renderWording(
    'certificate-confirm',
    wording,
    { nombre: input.name.trim(), titulo: input.title },
    { name: input.name, actionUrl: input.pageUrl },
  );
}

/**
 * The certificate mails staff's bulk issue sends (issue 34 item 2), through the durable queue: the
 * payload holds ids only; the worker reads the certificate and the member when it sends, so a
 * certificate revoked or an account closed meanwhile sends nothing.
 */
export function createCertificateMails(deps: {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** Staff's wording of the mails, read when one is written (decision 0082). */
  wording: Pick<MailWordingService, 'current'>;
}) {
  const { db, queue, mailer, clock } = deps;
  const base = deps.publicUrl.replace(/\/$/, '');

  const send: JobHandler = async (job, payload) => {
    const meeting = await db
      .selectFrom('meetings')
      .select(['id', 'slug', 'title'])
      .where('id', '=', String(payload.meetingId))
      .executeTakeFirst();
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'closed_at'])
      .where('id', '=', String(payload.userId))
      .executeTakeFirst();
    if (!meeting || !user || user.closed_at) return { cancelled: 'El encuentro o la cuenta ya no existen.' };
    const title = plainTitle(meeting.title);
    if (payload.code) {
      const certificate = await db
        .selectFrom('certificates')
        .select(['code', 'revoked_at', 'replaced_by'])
        .where('code', '=', String(payload.code))
        .executeTakeFirst();
      if (!certificate || certificate.revoked_at || certificate.replaced_by)
        return { cancelled: 'El certificado ya no está vigente.' };
      await mailer.send({
        to: user.email,
        toName: user.name,
        id: job.id,
        ...certificateIssuedMail(
          {
            name: user.name,
            title,
            downloadUrl: `${base}${providerPaths.meetingCertificate(meeting.slug)}`,
            verifyUrl: `${base}/certificados/${certificate.code}`,
          },
          await deps.wording.current('certificate-issued'),
        ),
      });
    } else {
      await mailer.send({
        to: user.email,
        toName: user.name,
        id: job.id,
        ...certificateConfirmMail(
          {
            name: user.name,
            title,
            pageUrl: `${base}/encuentros/${encodeURIComponent(meeting.slug)}/vive-el-encuentro`,
          },
          await deps.wording.current('certificate-confirm'),
        ),
      });
    }
    return { done: true };
  };

  return {
    handlers: { [CERTIFICATE_JOB_KIND]: send } satisfies Record<string, JobHandler>,

    /**
     * Queues a member's certificate mail in `on` (the issuing transaction); once per certificate (or
     * once per member and meeting while their data is unconfirmed), however often staff issue.
     */
    async queue(input: { meetingId: string; userId: string; code: string | null }, on?: Db): Promise<void> {
      await queue.enqueue(
        {
          kind: CERTIFICATE_JOB_KIND,
          payload: input,
          runAt: clock.now(),
          subjectId: input.userId,
          dedupeKey: `${CERTIFICATE_JOB_KIND}:${input.code ?? `${input.meetingId}:${input.userId}`}`,
        },
        on,
      );
    },
  };
}
export type CertificateMails = ReturnType<typeof createCertificateMails>;
