import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { allowedAttributes, allowedTags } from '@foro/shared/content/html-policy';

const ALLOWED_ATTR = [...new Set([...Object.values(allowedAttributes).flat(), 'target', 'rel'])];

/** HTML written by staff, cleaned again with the shared policy before it reaches the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { ALLOWED_TAGS: [...allowedTags], ALLOWED_ATTR, ALLOW_DATA_ATTR: false }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
