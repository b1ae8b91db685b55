import { z } from 'zod';
import { spanishErrors } from './spanish-errors.ts';

/**
 * The one global zod configuration; the server and the web app import this module before anything
 * parses. Messages are Spanish (a schema's own message still wins). `jitless` keeps zod from probing
 * `new Function`, which the portal's Content-Security-Policy forbids and would report on every page.
 */
const spanish = z.locales.es().localeError!;
z.config({ localeError: spanishErrors(spanish), jitless: true });

export { z };
