import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { allowedAttributes, allowedTags } from '@foro/shared/content/html-policy';

const ALLOWED_ATTR = [...new Set([...Object.values(allowedAttributes).flat(), 'target', 'rel'])];

/**
 * HTML written by staff, cleaned again with the shared policy before it reaches the page. When the
 * server prerenders a visitor page (no DOM, so no DOMPurify), the HTML is the API's answer, which the
 * server has just cleaned with the same policy on the way out (docs/product/content.md#staff-html).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      typeof window === 'undefined'
        ? html
        : DOMPurify.sanitize(html, { ALLOWED_TAGS: [...allowedTags], ALLOWED_ATTR, ALLOW_DATA_ATTR: false }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
