import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredEncoding, type Encoding } from './encoding.ts';

/** One copy of an answer: its bytes, as sent for one `Content-Encoding`, and its ETag. */
export interface ReadyCopy {
  body: Buffer;
  etag: string;
}

/** The copies of one answer a browser may be sent; `identity` is always there. */
export type ReadyCopies = Partial<Record<Encoding | 'identity', ReadyCopy>>;

/** `If-None-Match` compares weakly (RFC 9110 §13.1.2). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string) => {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === opaque || t === '*';
  });
};

/**
 * Writes an answer kept in memory straight to Node's response, before any routing (the built files in
 * plugins/web.ts, visitors' public lists in plugins/kept-answers.ts): the copy the browser accepts, or
 * 304 to a matching `If-None-Match`. The headers of each copy (`headers`, then its ETag, encoding and
 * length) are worked out here once, so nothing is allocated per request but what Node itself needs.
 */
export function readySender(copies: ReadyCopies, headers: Readonly<Record<string, string>>) {
  const heads = new Map<
    string,
    { ok: Record<string, string | number>; notModified: Record<string, string> }
  >();
  for (const [encoding, copy] of Object.entries(copies)) {
    const notModified = { ...headers, etag: copy.etag };
    const ok = {
      ...notModified,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': copy.body.length,
    };
    heads.set(encoding, { ok, notModified });
  }
  return (request: IncomingMessage, response: ServerResponse) => {
    const encoding = preferredEncoding(request.headers['accept-encoding'], copies);
    const copy = copies[encoding]!;
    const head = heads.get(encoding)!;
    if (etagMatches(request.headers['if-none-match'], copy.etag)) {
      response.writeHead(304, head.notModified).end();
    } else {
      response.writeHead(200, head.ok).end(copy.body);
    }
  };
}
