/**
 * The header that carries a submission's key (issue 17, item 18): the browser makes one key per
 * submission and sends it again when it repeats that submission; the server stores the key with
 * what it wrote and answers a repeat with the first result instead of writing twice. Kept apart from
 * its schema (submission.ts) so the browser's first bundle needs no zod.
 */
export const SUBMISSION_KEY_HEADER = 'idempotency-key';
