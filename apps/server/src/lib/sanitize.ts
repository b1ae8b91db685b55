import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import { allowedAttributes, allowedSchemes, allowedTags } from '@foro/shared/content/html-policy';

// sanitize-html (with its HTML parser and PostCSS) loads on the first text cleaned, not when the server
// starts (docs/performance.md#start-up); a synchronous require keeps `sanitizeRichText` synchronous.
const require = createRequire(import.meta.url);
let sanitizeHtml: typeof SanitizeHtml | undefined;

const options: SanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  // target and rel are set by the transform below, never taken from the input.
  allowedAttributes: { ...allowedAttributes, a: [...(allowedAttributes.a ?? []), 'target', 'rel'] },
  allowedSchemes: [...allowedSchemes],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/**
 * Answers already worked out, by input: pages clean the same stored HTML (a stop's text, a meeting's
 * description) on every read, and cleaning is a pure function of the input. Bounded: cleared when full.
 */
const cleaned = new Map<string, string>();
const CLEANED_MAX = 2000;
const CLEANED_MAX_LENGTH = 200_000;

/** Cleans HTML written by staff or members to the shared policy. */
export const sanitizeRichText = (html: string): string => {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  sanitizeHtml ??= require('sanitize-html') as typeof SanitizeHtml;
  const clean = sanitizeHtml(html, options);
  if (html.length <= CLEANED_MAX_LENGTH) {
    if (cleaned.size >= CLEANED_MAX) cleaned.clear();
    cleaned.set(html, clean);
  }
  return clean;
};
