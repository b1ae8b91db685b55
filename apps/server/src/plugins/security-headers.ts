import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { frameSources } from '@foro/shared/media/video-links';
import { permissionsPolicy } from './permissions-policy.ts';
import { WAKE_SCRIPT_HASH } from './wake-script.ts';

/**
 * Strict CSP: our own scripts and styles only (and the one inline script of prerendered pages); frames
 * limited to the configured video and chat hosts and to the portal's own pages, which only the portal
 * itself may frame (the back office previews a draft at phone and computer widths,
 * docs/product/admin.md#drafts-and-publication).
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script, by its hash: a prerendered page's `wake` (prerender.ts, decision 0059).
        scriptSrc: ["'self'", WAKE_SCRIPT_HASH],
        styleSrc: ["'self'"],
        // Media of the publisher's CDN, pasted in content instead of an upload (docs/product/media.md).
        imgSrc: ["'self'", 'data:', 'blob:', ...app.config.mediaHosts],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", ...app.config.mediaHosts],
        // YouTube's live chat page too, by its path, wherever YouTube's player is allowed (decision 0063).
        frameSrc: ["'self'", ...frameSources(app.config.embedHosts)],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: app.config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: app.config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  headers['permissions-policy'] = permissionsPolicy(app.config.embedHosts);
  // The files served from memory before routing (plugins/web.ts) send the very same headers.
  app.decorate('securityHeaders', Object.freeze(headers));
  const api = apiHeaders(headers);
  app.decorate('apiHeaders', api);
  // What a document adds to them: set on an answer unless its route set its own (an upload's sandbox).
  const documentOnly = DOCUMENT_ONLY_HEADERS.flatMap((name) =>
    headers[name] === undefined ? [] : [[name, headers[name], api[name]] as const],
  );
  // Worked out once at start (helmet's plugin rebuilt them on each request). Every answer starts with
  // the headers of an answer that is never a document; one that may be shown as a document (a page, an
  // image, text, an answer without a type) gets the document's as it is sent (decision 0112).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(api);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !isNotADocument(type))
      for (const [name, value, apiValue] of documentOnly) {
        const set = reply.getHeader(name);
        if (set === undefined || set === apiValue) reply.header(name, value);
      }
    done(null, payload);
  });
});

/**
 * The policy of an answer that is never shown as a document (JSON, an event stream): it may load
 * nothing and be framed by nothing, as OWASP's REST Security Cheat Sheet asks of an API's answers.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an answer that is never a document (decision 0112): the document's policies dropped,
 * `nosniff`, HSTS, the resource and referrer policies kept, and the short policy above with
 * `X-Frame-Options: DENY` for browsers that read no `frame-ancestors`. A JSON answer carried 1.9 KB of
 * headers, more than its compressed body; these are 0.4 KB.
 */
export const apiHeaders = (headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  Object.freeze({
    ...withoutDocumentHeaders(headers),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
  });

/** Content types a browser never shows as a document: JSON, an event stream, code and fonts. */
export const isNotADocument = (contentType: string) =>
  /^(application\/(json|problem\+json)|text\/event-stream)\b/.test(contentType) ||
  isNeverADocument(contentType);

/**
 * Headers that only a document reads (a page, or a file the browser may show as one): its policies,
 * framing, window isolation and old browsers' download and prefetch switches. A script, a style sheet
 * or a font sent as such with `nosniff` is never a document, so the built ones go without them
 * (docs/decisions/0053-lean-headers-for-built-code.md): on a slow connection without HTTP/2 they were
 * 1.3 KB on each of the 20–45 files a page loads, more than most of those files.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
] as const;

/** Content types that are never shown as a document (with `nosniff`, which every answer carries). */
export const isNeverADocument = (contentType: string) =>
  /^(text\/javascript|text\/css|font\/)/.test(contentType);

/** `headers` without those only a document reads. */
export const withoutDocumentHeaders = (headers: Readonly<Record<string, string>>) =>
  Object.freeze(
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) => !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(name),
      ),
    ),
  );

/** The headers helmet sets for these options, as a plain object. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
