import type { FastifyBaseLogger } from 'fastify';
import { contactSchema, type ContactInput } from '@foro/shared/contact/schemas';
import { BOT_CHECK_FAILED } from '@foro/shared/botcheck/constants';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { contactReceivedMail } from '../../lib/mail-templates.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { ContactRepository } from './contact.repository.ts';

export function createContactService(deps: {
  repo: ContactRepository;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  verifyBotToken: (token: string) => Promise<boolean>;
}) {
  return {
    /**
     * POST contact: the bot check, the shared rules, then one stored request per e-mail; the first
     * request is acknowledged by mail (a mail failure does not lose the request).
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
      const isNew = await deps.repo.upsert(parsed.data, deps.clock.now().toISOString());
      if (isNew) {
        try {
          await deps.mailer.send({
            to: parsed.data.email,
            ...contactReceivedMail({ name: parsed.data.name }),
          });
        } catch (err) {
          deps.log.warn({ err }, 'contact acknowledgement not sent');
        }
      }
      return { status: true as const };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
