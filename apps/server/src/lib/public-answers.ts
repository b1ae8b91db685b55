import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { changeStampOf, type Db } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { preferredEncoding, type Encoding } from './encoding.ts';
import { etagMatches } from './ready-answer.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The change counters of migration 023 (`public`, `sessions`), read at most once at a time however many
 * requests ask: a request waits for a read that started after it arrived (so it sees every change committed
 * before it), and every request arriving while one read is under way shares the next one. Under a crowd
 * that is one small query for many requests; alone, one query per request.
 *
 * On SQLite the database tells without a query whether anything may have been committed since the last
 * read (db/database.ts `changeStampOf`): while nothing was, that read's counters are still the current ones.
 */
export function createChangeVersions(db: Db) {
  type Reading = Record<string, string>;
  const localStamp = changeStampOf(db);
  const read = async (): Promise<Reading> => {
    const rows = await db.selectFrom('change_versions').select(['name', 'version']).execute();
    return Object.fromEntries(rows.map((r) => [r.name, String(r.version)]));
  };
  let running: Promise<Reading> | null = null;
  let next: Promise<Reading> | null = null;
  const start = () => {
    const reading = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };
  let stamped: { stamp: string; reading: Promise<Reading> } | null = null;
  const sinceStamp = (): Promise<Reading> => {
    // Taken before the read: a commit that lands while it runs moves the stamp, and the next call reads again.
    const now = localStamp!();
    if (stamped?.stamp === now) return stamped.reading;
    const reading = read();
    const entry = { stamp: now, reading };
    stamped = entry;
    reading.catch(() => {
      if (stamped === entry) stamped = null;
    });
    return reading;
  };
  const all = (): Promise<Reading> => {
    if (localStamp) return sinceStamp();
    if (next) return next;
    if (!running) return start();
    const waiting = running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    next = waiting;
    return waiting;
  };
  return {
    /** The counter `name` as of a read that started after this call. */
    async current(name: 'public' | 'sessions'): Promise<string> {
      return (await all())[name] ?? '0';
    },
  };
}
export type ChangeVersions = ReturnType<typeof createChangeVersions>;

/** A public answer kept ready to send: the JSON bytes, their compressed copies and their ETag. */
export interface KeptAnswer {
  etag: string;
  bodies: Record<Encoding | 'identity', Buffer>;
}

interface Entry {
  version: string;
  builtAt: number;
  answer: KeptAnswer;
}

/**
 * The bytes of a JSON answer ready to send: compressed once, harder than a per-request compression could
 * afford, off the event loop, and named by one ETag.
 */
export async function keptAnswerOf(json: Buffer): Promise<KeptAnswer> {
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
    gzipped(json, { level: 9 }),
  ]);
  // Weak: the same ETag names the plain and the compressed bytes of one answer.
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  return { etag, bodies: { identity: json, br, gzip: gz } };
}

/**
 * Public lists that change rarely (docs/performance.md#public-lists), kept per process as bytes ready to
 * send. An answer is rebuilt when the change counter moved (any process, any writer: database triggers
 * bump it), and at least every `maxAgeMs` of the clock, since a list also depends on the time (a meeting
 * opens its inscriptions, a route is published at a chosen instant). A rebuild that gives the same bytes
 * keeps the same ETag, so browsers keep getting 304.
 */
export function createPublicAnswers(deps: { versions: ChangeVersions; clock: Clock; maxAgeMs?: number }) {
  const maxAgeMs = deps.maxAgeMs ?? 1000;
  const kept = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();

  async function build(key: string, version: string, make: () => Promise<string>): Promise<Entry> {
    const builtAt = deps.clock.now().getTime();
    const json = Buffer.from(await make());
    const previous = kept.get(key);
    if (previous && previous.answer.bodies.identity.equals(json)) {
      return { version, builtAt, answer: previous.answer };
    }
    return { version, builtAt, answer: await keptAnswerOf(json) };
  }

  /** The kept entry of `key` if it is still the answer: built at this version of the data, lately. */
  const upToDate = (key: string, version: string) => {
    const now = deps.clock.now().getTime();
    const entry = kept.get(key);
    return entry && entry.version === version && now >= entry.builtAt && now - entry.builtAt < maxAgeMs
      ? entry.answer
      : undefined;
  };

  return {
    /**
     * The change counter of the public data, as `get` reads it: whatever is made from that data (a
     * prerendered page, plugins/web.ts) is up to date while it is the same.
     */
    version: () => deps.versions.current('public'),
    /** The kept answer of `key`, rebuilt with `make` (the JSON text) when it may be out of date. */
    async get(key: string, make: () => Promise<string>): Promise<KeptAnswer> {
      const version = await deps.versions.current('public');
      const current = upToDate(key, version);
      if (current) return current;
      let pending = building.get(key);
      if (!pending) {
        pending = build(key, version, make).finally(() => building.delete(key));
        building.set(key, pending);
      }
      const built = await pending;
      // A build that started before a newer change is not kept over a newer one.
      const latest = kept.get(key);
      if (!latest || Number(latest.version) <= Number(built.version)) kept.set(key, built);
      return built.answer;
    },
    /**
     * The kept answer of `key` if it is up to date, without building one (undefined: the route builds it).
     * Checked against the change counter exactly as `get` does.
     */
    async ready(key: string): Promise<KeptAnswer | undefined> {
      return upToDate(key, await deps.versions.current('public'));
    },
  };
}
export type PublicAnswers = ReturnType<typeof createPublicAnswers>;

/** The JSON text of an answer exactly as the route's response schema would write it. */
export const jsonOf = <T extends z.ZodType>(schema: T, data: z.input<T>) =>
  JSON.stringify(z.encode(schema, data as z.output<T>));

/** Sends a kept answer: 304 to a matching `If-None-Match`, else the compressed copy the browser accepts. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('etag', answer.etag);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding'], answer.bodies);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer.bodies[encoding]);
}
