import { validateHeaderName, validateHeaderValue, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LAST_EVENT_ID_PARAM,
  liveEventKinds,
  liveMeetingStreamQuerySchema,
  liveStreamQuerySchema,
  VIEWER_WINDOW_MINUTES,
} from '@foro/shared/live/schemas';
import { questionParams } from '@foro/shared/questions/admin-schemas';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/ids.ts';
import { requireMember } from '../../plugins/member.ts';
import type { LiveEvent } from './live.bus.ts';
import { liveChannels } from './live.publish.ts';
import { createLiveRepository } from './live.repository.ts';

/** A stream ends after this long; the browser reconnects at once, and its session is checked again. */
const STREAM_LIFETIME_MS = 30 * 60_000;
/** A browser that stops reading: past this many unsent bytes its stream is closed (it resumes later). */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How long the viewer count of a meeting is reused by the streams of one process. */
const VIEWERS_TTL_MS = 10_000;

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const threadParams = z.object({
  slug: z.string().min(1).max(200),
  slugThread: z.string().min(1).max(200),
});
const consoleParams = z.object({ source: questionParams.shape.source, id: z.string().min(1).max(64) });

/** A stream's place in the limits, taken before its handler awaits anything (`takeSlot`). */
interface Slot {
  viewerId: string;
  sessionHash: string;
  release: () => void;
}

/** Runs a handler that holds a slot; the slot goes back if it fails before a stream owns it. */
async function withSlot<T>(slot: Slot, work: (slot: Slot) => Promise<T>): Promise<T> {
  try {
    return await work(slot);
  } catch (error) {
    slot.release();
    throw error;
  }
}

/** Whether the request holds a stream open: not HEAD, nor a client that does not read event streams. */
const holdsStream = (request: FastifyRequest) =>
  request.method !== 'HEAD' && String(request.headers.accept ?? '').includes('text/event-stream');

/** A stored event names its subject and has an id; a passing one (id 0) carries its figures, no id. */
const frame = (event: LiveEvent) =>
  event.id === 0
    ? `event: ${event.kind}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`
    : `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify({ subject: event.subject })}\n\n`;

/**
 * A frame as it goes out: its bytes, and the same bytes as one chunk of an HTTP/1.1 chunked body (size
 * line, bytes, CRLF), so that a stream writes one Buffer to its socket (see `OpenStream.put`).
 */
interface Wire {
  body: Buffer;
  chunk: Buffer;
}
const CRLF = Buffer.from('\r\n');
const wire = (text: string): Wire => {
  const body = Buffer.from(text);
  return { body, chunk: Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, CRLF]) };
};

/**
 * An event's frame, made once for every stream that sends it: the bus hands the same event object to
 * all of a process's streams, and 10,000 streams would otherwise each build and encode the same text.
 * Kept by the event itself (a WeakMap), so it goes when the event does.
 */
const frames = new WeakMap<LiveEvent, Wire>();
const frameOf = (event: LiveEvent) => {
  let bytes = frames.get(event);
  if (!bytes) frames.set(event, (bytes = wire(frame(event))));
  return bytes;
};
const HEARTBEAT = wire(': heartbeat\n\n');
/** A frame of one stream alone as a chunk of its body, one string (no Buffers made for a single write). */
const chunkOf = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
const FIRST_FRAME = ': connected\nretry: 3000\n\n';
const viewersFrame = (count: number) =>
  `event: ${liveEventKinds.viewers}\ndata: ${JSON.stringify({ count })}\n\n`;
/** The member's attendance counts from now on (decision 0133): her live page reads the meeting again. */
const ATTENDANCE_FRAME = `event: ${liveEventKinds.attendance}\ndata: {}\n\n`;
/** The end of a chunked body. */
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

type HeaderValues = Record<string, string | number | readonly string[] | undefined>;

/**
 * A stream's response head as one string, written by the stream itself (see `OpenStream.begin`). The
 * connection closes with the stream: Node's HTTP server never sees this answer end, so the connection
 * must not carry another request.
 */
function responseHead(headers: HeaderValues): string {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    validateHeaderName(name);
    for (const one of Array.isArray(value) ? value : [String(value)]) {
      validateHeaderValue(name, one);
      head += `${name}: ${one}\r\n`;
    }
  }
  return `${head}date: ${new Date().toUTCString()}\r\nconnection: close\r\ntransfer-encoding: chunked\r\n\r\n`;
}

/**
 * Server-Sent Events for live meetings, route threads and the question console
 * (docs/decisions/0044-live-updates.md). Who may subscribe is checked like the page's own API; events
 * name what changed, and the page reads it again through that API.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { meetings, forum, questions, polls } = app.services;
  const bus = app.liveBus;
  const repo = createLiveRepository(app.db);
  const tags = ['live'];
  const heartbeatMs = app.config.liveHeartbeatMs;
  const batchMs = app.config.liveBatchMs;
  /**
   * Streams with frames waiting for their window, sent by one timer for the process: with 5,000 pages
   * of a lively meeting (messages, poll results and reactions, 20 or more events a second) each stream
   * writes about four times a second instead of once per event (docs/decisions/0071).
   */
  const waitingStreams = new Set<{ flush: (now: number) => void }>();
  let flushTimer: NodeJS.Timeout | undefined;
  const scheduleFlush = () => {
    if (flushTimer) return;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      const now = Date.now();
      const due = [...waitingStreams];
      waitingStreams.clear();
      for (const s of due) s.flush(now);
    }, batchMs);
    flushTimer.unref();
  };
  const viewerCache = new Map<string, { at: number; count: Promise<number> }>();
  /**
   * One open stream. A class rather than a handful of closures per stream: with 10,000 streams open,
   * each closure and its context is paid 10,000 times, a method once.
   */
  class OpenStream {
    readonly openedAt = Date.now();
    open = true;
    /** Events that arrive while the replay is read, sent after it; null once it has been. */
    pending: LiveEvent[] | null = [];
    unsubscribe: () => void = () => {};
    /** Takes a live page's stream out of the attendance count (decision 0133), for one that was in it. */
    leavePresence: () => void = () => {};

    readonly raw: ServerResponse;
    readonly viewerId: string;
    /** The stored hash of the session it was opened in: it ends when that session does. */
    readonly sessionHash: string;
    /** Gives back the member's and the address's slot, taken before the stream was opened. */
    readonly release: () => void;
    /** The meeting whose viewer count the stream carries (only the id: not the meeting it was read from). */
    readonly meetingId: string | null;
    /** The last event id sent or skipped: nothing at or before it is sent again. */
    written: number;

    constructor(raw: ServerResponse, slot: Slot, meetingId: string | null, written: number) {
      this.raw = raw;
      this.viewerId = slot.viewerId;
      this.sessionHash = slot.sessionHash;
      this.release = slot.release;
      this.meetingId = meetingId;
      this.written = written;
    }

    /** The bus's listener (one function per stream, for the channel's Set). */
    readonly receive = (event: LiveEvent) => {
      if (this.pending) this.pending.push(event);
      else this.send(event);
    };

    send(event: LiveEvent) {
      // A passing event (docs/decisions/0062-reactions.md) has no place in the sequence: sent as it comes.
      if (event.id === 0) {
        if (this.open) this.put(frameOf(event));
        return;
      }
      if (!this.open || event.id <= this.written) return;
      this.written = event.id;
      if (event.recipient !== null && event.recipient !== this.viewerId) return;
      this.put(frameOf(event));
    }

    /**
     * The connection, when this stream writes its own HTTP/1.1 answer on it: events and heartbeats then
     * go to it as ready-made chunks.
     */
    socket: Socket | null = null;

    /**
     * Sends the headers and the first frame. On an HTTP/1.1 connection the stream writes its head itself,
     * as one string that is gone once sent: `writeHead` would keep the head for the life of the answer,
     * built as some seventy joined pieces (about 2.3 KiB a stream, for headers every stream shares;
     * docs/performance.md#live-streams). Measured against `writeHead` and `write` (decision 0099): 14.3–16.0
     * KiB of resident memory per added stream, as a bare `node:http` server holding the same stream
     * (0.98–1.03×), against 21.0–23.3 KiB (1.43–1.59×, over issue 36's 1.3×) and 4 KiB more heap. Anything
     * else (HTTP/1.0, tests' injected requests) goes through the response as usual.
     */
    begin(httpVersion: string, headers: HeaderValues, opening: string) {
      const socket = this.raw.socket;
      if (httpVersion === '1.1' && socket instanceof Socket && !socket.destroyed) {
        this.socket = socket;
        socket.write(responseHead(headers) + chunkOf(FIRST_FRAME + opening));
        return;
      }
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.raw.setHeader(name, value);
      this.raw.writeHead(200);
      this.raw.write(FIRST_FRAME + opening);
    }

    /**
     * Writes a frame shared by many streams. `ServerResponse.write` would frame each write itself (the
     * size line, the bytes and CRLF as separate buffers, with a cork and an uncork on the next tick):
     * measured on 10,000 streams, writing the one ready chunk to the socket costs about half the CPU.
     */
    put(bytes: Wire) {
      this.out(this.socket ? bytes.chunk : bytes.body);
    }

    /** A frame of this stream alone (the viewer count, a reset). */
    write(text: string) {
      this.out(this.socket ? chunkOf(text) : text);
    }

    /** When this stream last wrote, and what waits for its next window (docs/decisions/0071). */
    lastWrite = 0;
    queued: Array<Buffer | string> | null = null;

    /**
     * A frame goes out at once when the stream has not written within the window; otherwise it waits
     * with the others for the window's end, and they go out in one write (one system call for the
     * socket, however many events a busy meeting sends meanwhile).
     */
    out(piece: Buffer | string) {
      if (!this.open) return;
      const now = Date.now();
      if (this.queued === null && now - this.lastWrite >= batchMs) {
        this.lastWrite = now;
        this.emit([piece]);
        return;
      }
      if (this.queued === null) {
        this.queued = [];
        waitingStreams.add(this);
        scheduleFlush();
      }
      this.queued.push(piece);
    }

    /** Sends what waited; called by the window's timer. */
    flush(now: number) {
      const pieces = this.queued;
      this.queued = null;
      if (!pieces || !this.open) return;
      this.lastWrite = now;
      this.emit(pieces);
    }

    emit(pieces: Array<Buffer | string>) {
      const target = this.socket ?? this.raw;
      if (pieces.length > 1) target.cork();
      for (const piece of pieces) target.write(piece);
      if (pieces.length > 1) target.uncork();
      this.checkBuffered();
    }

    /** A browser that stops reading: its stream ends, and it resumes later from Last-Event-ID. */
    checkBuffered() {
      if ((this.socket ?? this.raw).writableLength > MAX_BUFFERED_BYTES) this.close();
    }

    beat() {
      if (!this.open) return;
      this.put(HEARTBEAT);
      void this.sendViewers();
    }

    async sendViewers() {
      if (this.meetingId === null || !this.open) return;
      const count = await viewersOf(this.meetingId);
      if (this.open) this.write(viewersFrame(count));
    }

    /** Ends the stream (also the listener of the request's `close`, hence an arrow). */
    readonly close = () => {
      if (!this.open) return;
      this.open = false;
      // What waited for the window goes before the end (a stream that read too slowly loses it, and
      // its page gets it again from its last event id).
      const pieces = this.queued;
      this.queued = null;
      openStreams.delete(this);
      waitingStreams.delete(this);
      const target = this.socket ?? this.raw;
      if (pieces && !target.destroyed && target.writableLength <= MAX_BUFFERED_BYTES)
        for (const piece of pieces) target.write(piece);
      this.release();
      this.unsubscribe();
      this.leavePresence();
      // A connection the browser already closed gets nothing more: ending it would only make (and
      // drop) an error, with its stack trace, for every page that leaves.
      if (this.socket) {
        if (!this.socket.destroyed) this.socket.end(LAST_CHUNK);
      } else this.raw.end();
    };
  }

  // One timer for every open stream of the process (not two per stream): the heartbeat, the viewer
  // count and the end of a stream's lifetime.
  const openStreams = new Set<OpenStream>();
  app.liveBus.countStreamsWith(() => openStreams.size);
  // Streams one member (tabs, devices) and one address (a school behind one router) may hold open in
  // this process; more answer 429 (docs/decisions/0067).
  const perMemberLimit = app.config.liveStreamsPerMember;
  const perAddressLimit = app.config.liveStreamsPerAddress;
  const perMember = new Map<string, number>();
  const perAddress = new Map<string, number>();
  const down = (counts: Map<string, number>, key: string) => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };

  /**
   * Takes a stream's slot for the member and the address, or answers 429. Handlers call it before their
   * first `await`: a burst of requests then cannot all pass the check before any of them is counted.
   * A client that does not hold a stream (a script, HEAD) takes none.
   */
  const takeSlot = (request: FastifyRequest, viewerId: string): Slot => {
    const sessionHash = request.sid ? sha256(request.sid) : '';
    if (!holdsStream(request)) return { viewerId, sessionHash, release: () => {} };
    const address = request.ip;
    const byMember = perMember.get(viewerId) ?? 0;
    const byAddress = perAddress.get(address) ?? 0;
    if (byMember >= perMemberLimit || byAddress >= perAddressLimit) throw new AppError('RATE_LIMITED');
    perMember.set(viewerId, byMember + 1);
    perAddress.set(address, byAddress + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      down(perMember, viewerId);
      down(perAddress, address);
    };
    return { viewerId, sessionHash, release };
  };

  /**
   * Ends the streams whose session ended (sign-out, suspension, closure, a password change, "Cerrar
   * sesión" on another device), in whichever process it ended: every such write moves the `sessions`
   * change counter, so the sessions are read again only when it moved. At most a heartbeat late.
   */
  let sessionsSeen: string | undefined;
  let checkingSessions = false;
  const closeEndedSessions = async () => {
    if (checkingSessions || openStreams.size === 0) return;
    checkingSessions = true;
    try {
      // Read before the sessions: a session that ends after this read moves the counter again.
      const version = await repo.sessionsVersion();
      if (version === sessionsSeen) return;
      const streams = [...openStreams];
      const existing = await repo.existingSessions([...new Set(streams.map((s) => s.sessionHash))]);
      sessionsSeen = version;
      for (const s of streams) if (!existing.has(s.sessionHash)) s.close();
    } catch (error) {
      app.log.warn({ err: error }, 'Live streams could not check their sessions');
    } finally {
      checkingSessions = false;
    }
  };

  let ticker: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = Date.now();
    for (const s of openStreams) {
      if (now - s.openedAt >= STREAM_LIFETIME_MS) s.close();
      else s.beat();
    }
    void closeEndedSessions();
    if (openStreams.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
  const track = (s: OpenStream) => {
    openStreams.add(s);
    if (!ticker) {
      ticker = setInterval(tick, heartbeatMs);
      ticker.unref();
    }
  };
  // Open streams end before the server closes, or closing would wait for them.
  app.addHook('preClose', async () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    for (const s of [...openStreams]) s.close();
    if (ticker) clearInterval(ticker);
    ticker = undefined;
  });

  /**
   * What a meeting's stream says after `: connected`, in the same write as its head (one system call a
   * stream, not three): its open polls, pointed at as if the member had seen them open
   * (docs/decisions/0129), and the viewer count. The polls are read for each stream, not kept: one
   * indexed query, and a kept list would hide an opening from those who arrive just after it.
   */
  const openingOf = async (meetingId: string | null): Promise<string> => {
    if (meetingId === null) return '';
    const [ids, count] = await Promise.all([
      // The stream opens all the same: a failed read only means no pointer.
      polls.openIds(meetingId).catch((error: unknown) => {
        app.log.warn({ err: error }, 'The open polls of a live stream could not be read');
        return [];
      }),
      viewersOf(meetingId),
    ]);
    return (
      ids
        .map((subject) => `event: ${liveEventKinds.pollOpened}\ndata: ${JSON.stringify({ subject })}\n\n`)
        .join('') + viewersFrame(count)
    );
  };

  const viewersOf = (meetingId: string) => {
    const now = app.clock.now().getTime();
    const kept = viewerCache.get(meetingId);
    if (kept && Date.now() - kept.at < VIEWERS_TTL_MS) return kept.count;
    const count = repo.viewers(meetingId, now, VIEWER_WINDOW_MINUTES).catch(() => 0);
    viewerCache.set(meetingId, { at: Date.now(), count });
    if (viewerCache.size > 1000) viewerCache.delete(viewerCache.keys().next().value!);
    return count;
  };

  /**
   * Where a resumed stream starts: the browser's Last-Event-ID header (its own reconnects) or the
   * `lastEventId` query parameter (a page that opens a new EventSource after an error, which cannot
   * send the header; docs/decisions/0064). With both, the later id: the header is what the browser
   * saw last on this address. Anything else is no id (a first connection).
   */
  const lastEventId = (request: FastifyRequest) => {
    const raw = request.headers['last-event-id'];
    const header = Number(Array.isArray(raw) ? raw[0] : raw);
    const query = Number((request.query as Record<string, string | undefined>)[LAST_EVENT_ID_PARAM]);
    const ids = [header, query].filter((v) => Number.isSafeInteger(v) && v > 0);
    return ids.length > 0 ? Math.max(...ids) : 0;
  };

  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    channel: string,
    slot: Slot,
    /** A meeting's stream carries its viewer count. */
    meetingId: string | null = null,
    /** The live page's own stream of its meeting: each minute it is open counts for attendance (0133). */
    attending = false,
  ) {
    const { viewerId } = slot;
    const after = lastEventId(request);
    const headers = {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      'x-accel-buffering': 'no',
    };

    // A client that cannot hold a stream (a script, a walk of the API) gets what it missed and the end;
    // so does HEAD, whose answer is the head alone.
    if (!holdsStream(request)) {
      const { events, gap } = after ? await bus.since(channel, after) : { events: [], gap: false };
      const body = [
        'retry: 3000\n\n',
        ...(gap ? [`event: ${liveEventKinds.reset}\ndata: {}\n\n`] : []),
        ...events.filter((e) => e.recipient === null || e.recipient === viewerId).map(frame),
      ].join('');
      return reply.headers(headers).send(body);
    }

    // Where this stream starts: after the browser's Last-Event-ID, or (a first connection) after the
    // newest event once it listens. Events that arrive meanwhile wait in `pending`.
    const s = new OpenStream(reply.raw, slot, meetingId, after);
    // Read meanwhile: what the stream says first goes out with its head.
    const opening = openingOf(meetingId);
    try {
      s.unsubscribe = await bus.subscribe(channel, s.receive);
      // Read after subscribing: an event stored after this read reaches the stream through the bus, one
      // stored before it is at or below `written` and is not sent. So a first connection has nothing to
      // read back (the minute a meeting starts, every member's page opens one: two queries fewer each).
      if (!after) s.written = await bus.top();
    } catch (error) {
      s.unsubscribe();
      slot.release();
      throw error;
    }
    const first = await opening;
    reply.hijack();
    s.begin(request.raw.httpVersion, { ...reply.getHeaders(), ...headers }, first);
    request.raw.on('close', s.close);
    track(s);
    if (attending && meetingId !== null && s.open)
      s.leavePresence = app.presence.add({
        meetingId,
        userId: viewerId,
        tell: () => s.write(ATTENDANCE_FRAME),
      });

    try {
      // A resumed stream: subscribed first, then the replay, so nothing published in between is lost;
      // `written` keeps anything from being sent twice.
      if (after) {
        const { events, gap } = await bus.since(channel, after);
        if (gap) s.write(`event: ${liveEventKinds.reset}\ndata: {}\n\n`);
        for (const event of events) s.send(event);
      }
      const pending = s.pending ?? [];
      s.pending = null;
      for (const event of pending) s.send(event);
    } catch (error) {
      request.log.error({ err: error }, 'Live stream could not start');
      s.close();
      return;
    }
  }

  // The three streams take the same query: the last event id of a page that opens a new stream.
  const querystring = liveStreamQuerySchema;
  const config = {
    access: 'member' as const,
    cache: 'no-store' as const,
    errors: ['NOT_FOUND' as const, 'RATE_LIMITED' as const],
  };

  // The live page, the meeting's forum and the member's own questions.
  app.get(
    '/api/live/meeting/:slug',
    {
      config,
      schema: {
        tags,
        summary:
          'Los avisos en directo del encuentro (SSE): cambios, comentarios, preguntas, encuestas, reacciones y conectados; abierto por su página en directo, cuenta los minutos de asistencia',
        params: slugParams,
        querystring: liveMeetingStreamQuerySchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const viewer = requireMember(request);
      return withSlot(takeSlot(request, viewer.id), async (slot) => {
        const meeting = await meetings.stateOr404(request.params.slug, viewer);
        const attending = request.query.attending === '1';
        return stream(request, reply, liveChannels.meeting(meeting.id), slot, meeting.id, attending);
      });
    },
  );

  app.get(
    '/api/live/axis/:slug/threads/:slugThread',
    {
      config,
      schema: {
        tags,
        summary:
          'Los avisos en directo de un hilo de la ruta (SSE): respuestas nuevas y mensajes ocultados o restaurados',
        params: threadParams,
        querystring,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const viewer = requireMember(request);
      return withSlot(takeSlot(request, viewer.id), async (slot) => {
        const threadId = await forum.threadIdOr404(request.params.slug, request.params.slugThread, viewer);
        return stream(request, reply, liveChannels.thread(threadId), slot);
      });
    },
  );

  // The question console: staff, and the meeting's host for that meeting (docs/decisions/0050-meeting-hosts.md).
  app.get(
    '/api/admin/live/questions/:source/:id',
    {
      config: {
        ...config,
        access: 'host' as const,
        hostOf: (request: FastifyRequest) => {
          const params = request.params as z.infer<typeof consoleParams>;
          return params.source === 'meeting' ? params.id : undefined;
        },
      },
      schema: {
        tags: ['admin'],
        summary:
          'Las novedades de las preguntas de un encuentro o una ruta en directo, para la consola de preguntas',
        params: consoleParams,
        querystring,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const viewer = requireMember(request);
      return withSlot(takeSlot(request, viewer.id), async (slot) => {
        await questions.ownerOr404(request.params.source, request.params.id);
        return stream(request, reply, liveChannels.questions(request.params.source, request.params.id), slot);
      });
    },
  );
};
