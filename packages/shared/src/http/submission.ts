import { z } from '../validation/zod-config.ts';
import { SUBMISSION_KEY_HEADER } from './submission-header.ts';

export { SUBMISSION_KEY_HEADER };

export const SUBMISSION_KEY_INVALID = 'La clave de envío no es válida.';

export const submissionKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, SUBMISSION_KEY_INVALID)
  .optional();

/**
 * The route's headers: other headers pass through untouched (the session and anti-forgery ones are
 * read before validation).
 */
export const submissionHeaders = z.looseObject({ [SUBMISSION_KEY_HEADER]: submissionKeySchema });
