import { createHash } from 'node:crypto';
import { WAKE_SETTINGS, wake } from '@foro/shared/routes/wake';

/**
 * The inline script of a prerendered page (docs/decisions/0059-visitor-pages-load-their-code-when-a-person-acts.md),
 * which prerender.ts puts in the page: the same text on every page, so the CSP (security-headers.ts) allows
 * it by its hash and no other inline script runs.
 */
export const WAKE_SCRIPT = `(${wake.toString()})(${JSON.stringify(WAKE_SETTINGS)})`;
export const WAKE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WAKE_SCRIPT).digest('base64')}'`;
