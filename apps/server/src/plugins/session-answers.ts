import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type zlib from 'node:zlib';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.ts';
import { preferredEncoding, type Encoding } from '../lib/encoding.ts';
import { SESSION_COOKIE } from './session.ts';

/** How long an answer is given again at most: answers also depend on the time (a stop opens at an instant). */
const KEEP_MS = 1000;
/**
 * Bytes of answers (plain and compressed) kept in all; past it they are all let go. Answers past their
 * second are let go first, oldest first, so this holds about a second of a crowd's reads.
 */
const MAX_BYTES = 16 * 1024 * 1024;
/** An answer larger than this is not kept. */
const MAX_ANSWER = 256 * 1024;
/** As the compression plugin is registered in app.ts: smaller answers go plain. */
const COMPRESS_FROM = 1024;

type Head = Record<string, string | number | string[]>;
interface Kept {
  /** The database's stamp taken before the answer was read (lib/public-answers.ts `stamp`). */
  stamp: string;
  builtAt: number;
  until: number;
  /** When the session was last given it. */
  givenAt: number;
  bytes: number;
  /** The route's headers, but the length. */
  head: Head;
  /** Large enough for the compression plugin to compress it (its copies are made when first asked for). */
  compressible: boolean;
  copies: Partial<Record<Encoding | 'identity', { head: Head; body: Buffer }>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The database's stamp taken before a `keptPerSession` route read anything. */
    sessionAnswerStamp: string | undefined;
  }
}

/**
 * A member's own reads given again from memory, before Fastify routes the request (docs/performance.md
 * "A member's answers given again"). A route takes part by declaring `config.keptPerSession` on a GET
 * that only reads: its answer depends on the session, the address and the database, nothing else.
 *
 * The route answers as always. When the same session asked the same address less than a second before,
 * the answer is kept per session token and address, with the database's stamp taken before the route
 * read anything (a member who reads once has nothing kept). It is given again, with the same headers, only
 * while the stamp is still the same (no commit by any process since: a post, a vote, a sign-out, a staff
 * change), for at most a second of the clock, and while the session's last read needs no new one (its end,
 * its keeping time, the moment its last visit is written). Anything else goes to the route.
 */
export const sessionAnswers = fp(
  async (
    app: FastifyInstance,
    options: {
      stamp: () => string | Promise<string | undefined>;
      sessionKeptUntil: (token: string) => number;
      clock: Clock;
      /** The compression plugin's zlib (lib/compressed-once.ts), so the same bytes are compressed once. */
      zlib: typeof zlib;
    },
  ) => {
    const kept = new Map<string, Kept>();
    let keptBytes = 0;
    const now = () => options.clock.now().getTime();
    /** The session token of a Cookie header, parsed by @fastify/cookie as `request.cookies` is. */
    const tokenOf = (cookie: string | undefined): string | undefined =>
      cookie ? app.parseCookie(cookie)[SESSION_COOKIE] || undefined : undefined;
    const keyOf = (token: string, url: string | undefined) => `${token}\n${url}`;
    // A clock set back (tests, a corrected server clock) must not stretch an answer's second.
    const fresh = (entry: Kept, at: number) => at < entry.until && at >= entry.builtAt;

    app.decorateRequest('sessionAnswerStamp', undefined);

    app.addHook('onRoute', (route) => {
      if (!route.config?.keptPerSession) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // A GET that writes, or one a visitor may call, must not be answered from a member's memory.
      if (!methods.every((m) => m === 'GET' || m === 'HEAD') || route.config.antiForgery) {
        throw new Error(`Route ${route.url}: keptPerSession is for GETs that only read`);
      }
      if (!route.config.access || route.config.access === 'public' || route.config.cache !== 'private') {
        throw new Error(`Route ${route.url}: keptPerSession needs a signed-in access and cache 'private'`);
      }
    });

    /**
     * When each session last asked each address of a `keptPerSession` route (oldest first). An answer is
     * kept only for a session that asks the same address again within its second: a crowd of members who
     * each read once would otherwise have every answer copied and held for nothing.
     */
    const asked = new Map<string, number>();
    const ASKED_MAX = 100_000;
    /**
     * The addresses whose answer a request is making and will keep, until its response ends (sent or not).
     * The same session's other requests for that address wait for it instead of all going to the route
     * at once when the kept answer turns a second old (the herd docs/performance.md describes).
     */
    const making = new Map<string, Promise<void>>();

    // Before the session plugin's hook (app.ts registers this plugin first): the stamp precedes every read.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.routeOptions.config?.keptPerSession) return;
      const token = tokenOf(request.headers.cookie);
      if (!token) return;
      const key = keyOf(token, request.raw.url);
      const at = now();
      const before = asked.get(key);
      asked.delete(key);
      for (const [oldKey, when] of asked) {
        if (at - when < KEEP_MS && when <= at) break;
        asked.delete(oldKey);
      }
      if (asked.size >= ASKED_MAX) asked.clear();
      asked.set(key, at);
      if (before === undefined || at - before >= KEEP_MS || at < before) return;
      if (!making.has(key)) {
        const made = new Promise<void>((resolve) =>
          reply.raw.once('close', () => {
            making.delete(key);
            resolve();
          }),
        );
        making.set(key, made);
      }
      try {
        request.sessionAnswerStamp = await options.stamp();
      } catch {
        // Nothing is kept; the route meets the database's fault itself and answers it as always.
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const stamp = request.sessionAnswerStamp;
      if (stamp === undefined || !request.user || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' || payload.length > MAX_ANSWER || reply.hasHeader('set-cookie'))
        return payload;
      // The token the session plugin resolved the member from.
      const token = request.sid;
      if (!token) return payload;
      const builtAt = now();
      const until = Math.min(builtAt + KEEP_MS, options.sessionKeptUntil(token));
      if (until <= builtAt) return payload;

      const head: Head = {};
      for (const [name, value] of Object.entries(reply.getHeaders() as OutgoingHttpHeaders)) {
        if (value !== undefined && name !== 'content-length') head[name] = value;
      }
      const body = Buffer.from(payload);
      const entry: Kept = {
        stamp,
        builtAt,
        until,
        givenAt: builtAt,
        bytes: body.length,
        head,
        compressible: body.length >= COMPRESS_FROM,
        copies: { identity: { head: { ...head, 'content-length': body.length }, body } },
      };
      const key = keyOf(token, request.raw.url);
      const previous = kept.get(key);
      if (previous) keptBytes -= previous.bytes;
      kept.delete(key);
      // Kept in the order they were made: the first ones are the first to be past their second.
      for (const [oldKey, old] of kept) {
        if (fresh(old, builtAt)) break;
        kept.delete(oldKey);
        keptBytes -= old.bytes;
      }
      if (keptBytes + entry.bytes > MAX_BYTES) {
        kept.clear();
        keptBytes = 0;
      }
      kept.set(key, entry);
      keptBytes += entry.bytes;
      return payload;
    });

    /** The copy of `entry` the browser accepts, compressed the first time it is asked for. */
    const copyOf = (entry: Kept, acceptEncoding: string | undefined) => {
      const encoding = preferredEncoding(
        acceptEncoding,
        entry.compressible ? { identity: true, br: true, gzip: true } : { identity: true },
      );
      let copy = entry.copies[encoding];
      if (copy) return copy;
      const plain = entry.copies.identity!.body;
      // As the compression plugin compresses (app.ts): its copy of these bytes is then taken from the zlib's memory.
      const body =
        encoding === 'br'
          ? options.zlib.brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : options.zlib.gzipSync(plain);
      copy = {
        head: {
          ...entry.head,
          vary: 'accept-encoding',
          'content-encoding': encoding,
          'content-length': body.length,
        },
        body,
      };
      entry.copies[encoding] = copy;
      entry.bytes += body.length;
      keptBytes += body.length;
      return copy;
    };

    const send = (entry: Kept, request: IncomingMessage, response: ServerResponse) => {
      const copy = copyOf(entry, request.headers['accept-encoding']);
      response.writeHead(200, copy.head).end(copy.body);
    };

    app.decorate(
      'serveSessionAnswer',
      (request: IncomingMessage, response: ServerResponse): false | Promise<boolean> => {
        if (request.method !== 'GET') return false;
        const token = tokenOf(request.headers.cookie);
        if (!token) return false;
        const key = keyOf(token, request.url);
        const answer = (stamp: string | undefined) => {
          // The answer kept now: under a crowd the route may have kept a newer one while the stamp was read.
          const current = kept.get(key);
          const givenAt = now();
          if (!current || stamp !== current.stamp || !fresh(current, givenAt)) return false;
          current.givenAt = givenAt;
          send(current, request, response);
          return true;
        };
        const fromKept = () => {
          const stamp = options.stamp();
          return typeof stamp === 'string' ? Promise.resolve(answer(stamp)) : stamp.then(answer);
        };
        const entry = kept.get(key);
        if (entry) {
          const at = now();
          if (fresh(entry, at)) return fromKept();
          kept.delete(key);
          keptBytes -= entry.bytes;
          // A session given this answer within the second is still asking: the route keeps its new one.
          if (at - entry.givenAt < KEEP_MS && at >= entry.givenAt) {
            asked.delete(key);
            asked.set(key, entry.givenAt);
          }
        }
        // Another request of this session is making this answer: its answer, once kept, is this one's too.
        const made = making.get(key);
        return made ? made.then(() => kept.has(key) && fromKept()) : false;
      },
    );
  },
);
