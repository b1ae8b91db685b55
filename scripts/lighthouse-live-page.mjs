// What the live page would score on a phone if it came drawn in its HTML (decision 0060): never a test,
// never in CI.
//   npm run build && node scripts/lighthouse-live-page.mjs
// It starts the built portal on SQLite with the demo content, signs in as the demo member, saves the
// live page's markup as the app draws it in Chromium, and serves variants of the page's shell at the
// page's address (everything else from the portal): as served, with the markup and the code loaded at
// once, with the markup and the code at low priority, and with the markup and no code. Lighthouse, mobile
// preset, LIGHTHOUSE_RUNS runs each (default 3), as scripts/lighthouse.mjs.
import http from 'node:http';
import { chromium } from '@playwright/test';
import { printTable } from './bench/lib.mjs';
import {
  chromePath,
  lighthouseSetup,
  medianRun,
  paintFigures,
  sayHeading,
} from './bench/lighthouse-runs.mjs';

const { portal, chrome, cookie, livePath, stop } = await lighthouseSetup();
try {
  const shell = await (await fetch(portal.url + livePath, { headers: { cookie } })).text();
  const variants = variantsOf(shell, await drawnMarkup());
  const proxy = await serving(variants);
  try {
    const rows = [];
    for (const variant of Object.keys(variants)) {
      proxy.current = variant;
      const { lhr, scores } = await medianRun(chrome, proxy.base + livePath, {
        categories: ['performance'],
        headers: { cookie },
      });
      rows.push({ 'live page': variant, 'performance (runs)': scores.join(', '), ...paintFigures(lhr) });
    }
    sayHeading('The live page drawn in its HTML');
    printTable(rows);
  } finally {
    proxy.close();
  }
} finally {
  await stop();
}

/** The page's root as the app draws it for the demo member on a phone's screen. */
async function drawnMarkup() {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: portal.url };
      }),
    );
    const page = await context.newPage();
    await page.goto(portal.url + livePath);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    return await page.locator('#root').innerHTML();
  } finally {
    await browser.close();
  }
}

/** The page's shell as served, and with the drawn markup in its root and its code at once, late or not at all. */
function variantsOf(shell, markup) {
  const withMarkup = shell.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  const withoutPreloads = (html) => html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return {
    'as served': shell,
    'drawn in the HTML, code at once': withMarkup,
    'drawn in the HTML, code at low priority': withoutPreloads(
      withMarkup.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"'),
    ),
    'drawn in the HTML, no code': withoutPreloads(
      withMarkup.replace(/\s*<script type="module"[^>]*><\/script>/g, ''),
    ),
  };
}

/** A proxy that answers the live page's address with the variant named `current`, and the rest from the portal. */
async function serving(variants) {
  const proxy = { current: Object.keys(variants)[0], base: '', close: () => server.close() };
  const server = http.createServer((req, res) => {
    if (req.url.split('?')[0] === livePath) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(variants[proxy.current]);
      return;
    }
    const upstream = http.request(
      portal.url + req.url,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.base = `http://127.0.0.1:${server.address().port}`;
  return proxy;
}
