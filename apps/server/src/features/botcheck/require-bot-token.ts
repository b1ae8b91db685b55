import type { FastifyInstance } from 'fastify';
import { BOT_CHECK_ACTION, BOT_CHECK_FAILED, BOT_CHECK_FIELD } from '@foro/shared/botcheck/constants';
import { AppError } from '../../lib/app-error.ts';

/**
 * For the services or routes of protected forms (docs/product/session.md#bot-check: contact, confirmation,
 * open access): spends the token, or throws a 422 with the message on the token field.
 */
export async function requireBotToken(
  app: Pick<FastifyInstance, 'services'>,
  token: string | null | undefined,
  field: string = BOT_CHECK_FIELD,
  action: string = BOT_CHECK_ACTION,
): Promise<void> {
  if (!(await app.services.botcheck.verifyBotToken(token ?? '', action))) {
    throw AppError.validation({ [field]: BOT_CHECK_FAILED });
  }
}
