import { markup, type Markup } from './markup.ts';

/**
 * The server's own HTML pages (sign-in, e-mail change, certificate issue and verification, error
 * answers to the HTML forms): one card in the connect page's stylesheet, no script, so they work in
 * any browser before, or without, the portal's code.
 */
export function cardPage(page: {
  /** Shown before " · Foro de Educadores" in the tab; none gives just the portal's name. */
  title?: string;
  body: Markup;
  back: { href: string; label: string };
  /** Pages reached through a secret link: the link must not leave in a Referer header. */
  noReferrer?: boolean;
  /** Public pages that search engines must not list (a certificate's holder). */
  noIndex?: boolean;
}): string {
  return markup`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${
    page.noReferrer &&
    markup`
<meta name="referrer" content="no-referrer">`
  }${
    page.noIndex &&
    markup`
<meta name="robots" content="noindex">`
  }
<title>${page.title ? `${page.title} · Foro de Educadores` : 'Foro de Educadores'}</title>
<link rel="stylesheet" href="/connect/connect.css">
</head>
<body>
<main class="card">
  <a class="brand" href="/">Foro de Educadores</a>
  ${page.body}
  <p class="back"><a href="${page.back.href}">${page.back.label}</a></p>
</main>
</body>
</html>`.value;
}
