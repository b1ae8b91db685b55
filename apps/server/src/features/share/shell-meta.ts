import type { LinkPreview } from './share.service.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './share-image.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The app shell with a page's own title, description and Open Graph / Twitter tags, so that a link
 * pasted into WhatsApp, Facebook, LinkedIn or a mail shows a proper card: those readers run no script.
 */
export function shellWithPreview(
  html: string,
  preview: LinkPreview,
  page: { publicUrl: string; pathname: string },
) {
  const url = `${page.publicUrl}${page.pathname}`;
  const image = `${page.publicUrl}${preview.image}`;
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escape(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escape(url)}" />`,
    meta('property', 'og:site_name', 'Foro de Educadores'),
    meta('property', 'og:locale', 'es_LA'),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(preview.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () =>
      meta('name', 'description', preview.description),
    )
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
