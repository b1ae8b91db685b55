import { markup, type Markup } from './markup.ts';

/** The portal's mark (the favicon's drawing), inline so the page needs no image request. */
const LOGO = markup`<svg class="logo" viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M18 44V20h22v6H25v4h12v6H25v8z" fill="#0a3a78"/><circle cx="46" cy="42" r="5" fill="#f5a800"/></svg>`;

/**
 * The server's own HTML pages (sign-in, e-mail change, certificate issue and verification, error
 * answers to the HTML forms): the portal's header band, logo, fonts and colours, and one card
 * in the connect page's stylesheet, and no script they need (the sign-in page's only improves
 * it), so they work in any browser before, or without, the portal's code.
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
  /** A script of our own that improves the page (it works without it). */
  script?: string;
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
<meta name="theme-color" content="#0a3a78">
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="preload" href="/connect/fonts/nunito-400.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/connect/connect.css">${
    page.script &&
    markup`
<script src="${page.script}" defer></script>`
  }
</head>
<body>
<header class="top">
  <a class="brand" href="/">${LOGO}<span>Foro de <strong>Educadores</strong></span></a>
</header>
<main class="card">
  ${page.body}
  <p class="back"><a href="${page.back.href}">${page.back.label}</a></p>
</main>
</body>
</html>`.value;
}
