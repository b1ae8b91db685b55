import { contactSchema, type ContactInput } from '@foro/shared/contact/schemas';
import { BOT_CHECK_FAILED } from '@foro/shared/botcheck/constants';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { contactReceivedMail } from './inbox-mails.ts';
import type { Db } from '../../db/database.ts';
import { QUEUED_MAIL_KINDS, type QueuedMails } from '../notifications/index.ts';
import { createContactRepository } from './contact.repository.ts';

export function createContactService(deps: {
  db: Db;
  clock: Clock;
  mails: QueuedMails;
  verifyBotToken: (token: string) => Promise<boolean>;
}) {
  return {
    /**
     * POST contact: the bot check, the shared rules, then one stored request per e-mail; the first
     * request is acknowledged by mail, queued in the request's own transaction (decision 0073).
     */
    async request(input: ContactInput) {
      if (!(await deps.verifyBotToken(input.captchaToken ?? ''))) {
        throw AppError.validation({ captchaToken: BOT_CHECK_FAILED });
      }
      const parsed = contactSchema.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
        throw AppError.validation(errors);
      }
      await deps.db.transaction().execute(async (trx) => {
        const isNew = await createContactRepository(trx).upsert(parsed.data, deps.clock.now().toISOString());
        if (isNew)
          await deps.mails.queue(
            {
              kind: QUEUED_MAIL_KINDS.contactReceived,
              to: parsed.data.email.toLowerCase(),
              toName: parsed.data.name,
              content: contactReceivedMail(
                { name: parsed.data.name },
                await deps.mails.wording('contact-received', trx),
              ),
            },
            trx,
          );
      });
      return { status: true as const };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
