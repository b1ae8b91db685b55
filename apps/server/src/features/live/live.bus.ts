import { sql } from 'kysely';
import pg from 'pg';
import type { LiveEventData } from '@foro/shared/live/schemas';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db, Dialect } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * What a live stream carries (docs/decisions/0044-live-updates.md): the name of what changed and the id
 * of the thing, never its content; the browser reads the content again through the API that already
 * applies the viewer's permissions.
 */
export interface LiveEvent {
  id: number;
  channel: string;
  kind: string;
  subject: string | null;
  /** Only this member receives it; null: every subscriber of the channel. */
  recipient: string | null;
  /**
   * Figures that are not anyone's content, carried by the event itself (a passing event's, `id` 0:
   * the meeting's reaction totals, docs/decisions/0062-reactions.md).
   */
  data?: LiveEventData;
}

export type LiveListener = (event: LiveEvent) => void;

/** How long events are kept for browsers that reconnect; older gaps get a `reset` event. */
export const LIVE_RETENTION_MS = 10 * 60_000;
const PG_CHANNEL = 'foro_live';

/**
 * Publishes events and fans them out to this process's streams: in process on SQLite (one process), and
 * through PostgreSQL LISTEN/NOTIFY on PostgreSQL, where every process keeps one listening connection.
 * Each event is stored first (the replay for Last-Event-ID) with an id from a one-row counter taken
 * in the same transaction, so ids commit in order and NOTIFY (sent at commit) arrives in that order.
 */
export function createLiveBus(deps: {
  db: Db;
  dialect: Dialect;
  databaseUrl?: string | undefined;
  clock: Clock;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}) {
  const { db, dialect, clock } = deps;
  // Every first connection reads it (each member's live page, the minute a meeting starts): compiled once
  // (decision 0103).
  const newestId = compiledOnce(db, (q) =>
    q.selectFrom('live_sequence').select('last_id').where('name', '=', 'events'),
  );
  let countStreams: () => number = () => 0;
  // This process's streams, one Set per channel: adding and removing a stream costs the same with
  // 10,000 of them as with one (an EventEmitter copies its array of listeners on every emit and
  // searches it on every removal).
  const local = new Map<string, Set<LiveListener>>();
  /** The last id delivered in this process: after a lost listening connection, the gap is read back. */
  let lastSeen = 0;
  let published = 0;
  let closed = false;
  let listener: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (event: LiveEvent) => {
    if (event.id <= lastSeen) return;
    lastSeen = event.id;
    fanOut(event);
  };
  const fanOut = (event: LiveEvent) => {
    const listeners = local.get(event.channel);
    if (!listeners) return;
    // The same event object reaches every stream, so what it writes can be worked out once for all.
    for (const fn of listeners) {
      try {
        fn(event);
      } catch (error) {
        // One stream's failure must not keep the event from the others.
        deps.log.error({ err: error }, 'Live listener failed');
      }
    }
  };
  const unsubscribe = (channel: string, fn: LiveListener) => {
    const listeners = local.get(channel);
    if (!listeners?.delete(fn)) return;
    if (listeners.size === 0) local.delete(channel);
  };

  const rowToEvent = (r: {
    id: number | string;
    channel: string;
    kind: string;
    subject: string | null;
    recipient_id: string | null;
  }): LiveEvent => ({
    id: Number(r.id),
    channel: r.channel,
    kind: r.kind,
    subject: r.subject,
    recipient: r.recipient_id,
  });

  async function catchUp() {
    const rows = await db
      .selectFrom('live_events')
      .selectAll()
      .where('id', '>', lastSeen)
      .orderBy('id')
      .execute();
    for (const row of rows) deliver(rowToEvent(row));
  }

  function listen(): Promise<void> {
    if (dialect !== 'postgres' || !deps.databaseUrl) return Promise.resolve();
    if (listening) return listening;
    listening = (async () => {
      const client = new pg.Client({ connectionString: deps.databaseUrl });
      client.on('notification', (message) => {
        if (message.channel !== PG_CHANNEL || !message.payload) return;
        try {
          const event = JSON.parse(message.payload) as LiveEvent;
          // A passing event (no id) is not in the sequence: it is only handed on.
          if (event.id === 0) fanOut(event);
          else deliver(event);
        } catch (error) {
          deps.log.warn({ err: error }, 'Live event not understood');
        }
      });
      const lost = (error?: Error) => {
        if (closed || listener !== client) return;
        listener = undefined;
        listening = undefined;
        deps.log.warn({ err: error }, 'Live listening connection lost; reconnecting');
        client.end().catch(() => {});
        retry = setTimeout(() => {
          listen()
            .then(catchUp)
            .catch((e: unknown) => deps.log.error({ err: e }, 'Live listening connection failed'));
        }, 1000);
        retry.unref();
      };
      client.on('error', lost);
      client.on('end', () => lost());
      await client.connect();
      if (lastSeen === 0) {
        const [top] = await newestId();
        lastSeen = Math.max(lastSeen, Number(top?.last_id ?? 0));
      }
      await client.query(`LISTEN ${PG_CHANNEL}`);
      listener = client;
      if (closed) await client.end();
    })();
    listening.catch(() => {
      listening = undefined;
    });
    return listening;
  }

  /**
   * Events not yet being stored, by what they say (docs/decisions/0058-a-burst-of-questions-is-one-live-event.md):
   * the same event asked for again before its transaction has begun (in the same turn of the event loop, or
   * while the database is busy) is that event, so a thousand questions asked in a second are one "the
   * questions changed" for the console, not a thousand. Whoever asks has committed its change already, and
   * the waiting event is stored and sent after that, so the readers it wakes see the change too.
   */
  const waiting = new Map<string, Promise<LiveEvent>>();
  /** Events being stored, which closing (and a test reading what a request left) waits for. */
  const storing = new Set<Promise<unknown>>();

  /** Once no event is being stored, counting those published meanwhile (a meeting's, then its console's). */
  async function settled() {
    while (storing.size > 0) await Promise.all(storing);
  }

  /** Stores and sends one event; `begun` once its transaction has begun, and again when it is done. */
  async function store(
    begun: () => void,
    channel: string,
    kind: string,
    subject: string | null,
    recipient: string | null,
  ) {
    try {
      // One turn of the event loop first, so that the requests read together share it: on SQLite a
      // request runs to its end without waiting for the database, and would otherwise never find one.
      await new Promise((resolve) => setImmediate(resolve));
      const at = clock.now().toISOString();
      const event = await db.transaction().execute(async (trx) => {
        // From now on, a change committed may not be seen by this event's readers.
        begun();
        const next = await trx
          .updateTable('live_sequence')
          .set((eb) => ({ last_id: eb('last_id', '+', 1) }))
          .where('name', '=', 'events')
          .returning('last_id')
          .executeTakeFirstOrThrow();
        const row = {
          id: Number(next.last_id),
          channel,
          kind,
          subject,
          recipient_id: recipient,
          created_at: at,
        };
        await trx.insertInto('live_events').values(row).execute();
        const event = rowToEvent(row);
        // Sent by PostgreSQL when the transaction commits, in commit order.
        if (dialect === 'postgres')
          await sql`select pg_notify(${PG_CHANNEL}, ${JSON.stringify(event)})`.execute(trx);
        return event;
      });
      if (dialect !== 'postgres' || !deps.databaseUrl) deliver(event);
      // Pruned now and then by whoever publishes: the table holds minutes of events, not history.
      if (++published % 100 === 1)
        await db
          .deleteFrom('live_events')
          .where('created_at', '<', new Date(clock.now().getTime() - LIVE_RETENTION_MS).toISOString())
          .where('id', '<', event.id)
          .execute();
      return event;
    } finally {
      begun();
    }
  }

  return {
    /** Stores an event and sends it to every subscriber of the channel, in every process. */
    publish(channel: string, kind: string, subject?: string | null, recipient?: string | null) {
      const key = JSON.stringify([channel, kind, subject ?? null, recipient ?? null]);
      const queued = waiting.get(key);
      if (queued) return queued;
      // `begun` is called after `store` first waits, so `event` is set by then.
      const event: Promise<LiveEvent> = store(
        () => {
          if (waiting.get(key) === event) waiting.delete(key);
        },
        channel,
        kind,
        subject ?? null,
        recipient ?? null,
      );
      waiting.set(key, event);
      const done = event.catch(() => {}).finally(() => storing.delete(done));
      storing.add(done);
      return event;
    },

    /**
     * Sends a passing event to every subscriber of the channel, in every process, without storing it:
     * no id, so it is never replayed (the next one supersedes it). For figures that change many times
     * a second, such as a meeting's reaction totals; never for something a page must not miss.
     */
    async broadcast(channel: string, kind: string, data: LiveEventData): Promise<void> {
      const event: LiveEvent = { id: 0, channel, kind, subject: null, recipient: null, data };
      if (dialect === 'postgres' && deps.databaseUrl)
        await sql`select pg_notify(${PG_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
      else fanOut(event);
    },

    /** Listens to one channel in this process; resolves once events published from now on will arrive. */
    async subscribe(channel: string, fn: LiveListener): Promise<() => void> {
      let listeners = local.get(channel);
      if (!listeners) local.set(channel, (listeners = new Set()));
      listeners.add(fn);
      try {
        await listen();
      } catch (error) {
        unsubscribe(channel, fn);
        throw error;
      }
      return () => unsubscribe(channel, fn);
    },

    /**
     * The channel's events after `afterId`, oldest first; `gap` when events after it were already
     * pruned (the browser then reads everything again).
     */
    async since(channel: string, afterId: number): Promise<{ events: LiveEvent[]; gap: boolean }> {
      const rows = await db
        .selectFrom('live_events')
        .selectAll()
        .where('channel', '=', channel)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(500)
        .execute();
      const oldest = await db
        .selectFrom('live_events')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirst();
      const gap = oldest?.id != null && Number(oldest.id) > afterId + 1 && afterId > 0;
      return { events: rows.map(rowToEvent), gap: gap || rows.length === 500 };
    },

    /** The newest id: a first connection starts after it. */
    async top(): Promise<number> {
      const [top] = await newestId();
      return Number(top?.last_id ?? 0);
    },

    subscribers: (channel: string) => local.get(channel)?.size ?? 0,

    /** Streams this process holds open (the metrics read it; live.routes.ts tells how to count them). */
    openStreams: () => countStreams(),
    countStreamsWith(count: () => number) {
      countStreams = count;
    },

    settled,

    async close() {
      await settled();
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await listening?.catch(() => {});
      await (client ?? listener)?.end().catch(() => {});
    },
  };
}
export type LiveBus = ReturnType<typeof createLiveBus>;
