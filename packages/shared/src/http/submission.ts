import { z } from 'zod';

/**
 * The header that carries a submission's key (issue 17, item 18): the browser makes one key per
 * submission and sends it again when it repeats that submission; the server stores the key with
 * what it wrote and answers a repeat with the first result instead of writing twice.
 */
export const SUBMISSION_KEY_HEADER = 'idempotency-key';

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
