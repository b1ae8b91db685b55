import sanitizeHtml from 'sanitize-html';
import { allowedAttributes, allowedSchemes, allowedTags } from '@foro/shared/content/html-policy';

const options: sanitizeHtml.IOptions = {
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

/** Cleans HTML written by staff or members to the shared policy. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);
