// One client process of the live-room section (scripts/bench/sections/60-live-room.mjs): it holds its share
// of the members' live streams, each with the member's own session, reads every frame, and keeps when
// each event reached each stream. Plain `node:http`, no keep-alive agent (one socket per stream, as
// browsers on different machines would). A stream the server ends is opened again after a random wait
// of up to a second with `?lastEventId=` (what the page does, docs/decisions/0064), so a stream closed
// for reading too slowly loses nothing it can be given again; the reopenings are counted.
// Driven by its parent over IPC:
//   { type: 'open', targets: [url, ...], path, members: [{ cookie, target }], concurrency }
//       → { type: 'opened', open, failed, failure }
//   { type: 'report', since, expected: [{ id, kind, subject }], posts: { postId: sentAt },
//     votes: [[sentAt, answeredAt], ...], taps: [[sentAt, answeredAt], ...] } → { type: 'report', ... }
//   { type: 'close' } → exits
import http from 'node:http';

// The same clock in every process: milliseconds since the epoch, with the monotonic clock's precision.
const now = () => performance.timeOrigin + performance.now();

/** Every stream of this process. */
const streams = [];
/** Stored events (with an id) seen by any stream here: kind, subject and, per server, arrival times. */
const events = new Map();
let closing = false;
let failure;
let reopened = 0;
let reopenFailed = 0;

/** Reads the frames of one chunk of a stream (a frame may straddle two chunks: the rest waits). */
function read(stream, chunk) {
  const at = now();
  let text = stream.rest + chunk.toString('latin1');
  let end;
  while ((end = text.indexOf('\n\n')) !== -1) {
    const frame = text.slice(0, end);
    text = text.slice(end + 2);
    if (frame.charCodeAt(0) === 58 /* ':' a comment: connected, heartbeat */) continue;
    let id = 0;
    let kind = '';
    let data = '';
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) id = Number(line.slice(4));
      else if (line.startsWith('event: ')) kind = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (kind === 'reactions') {
      stream.reactions.push(at);
      continue;
    }
    if (id === 0) continue; // the viewer count, a reset
    if (id <= stream.lastId) {
      stream.duplicates++;
      continue;
    }
    stream.lastId = id;
    stream.received++;
    let event = events.get(id);
    if (!event) {
      let subject = null;
      try {
        subject = JSON.parse(data).subject ?? null;
      } catch {
        // not an event of this section
      }
      event = { kind, subject, times: streams.targets.map(() => []) };
      events.set(id, event);
    }
    event.times[stream.target].push(at);
    if (kind === 'polls') stream.polls.push(at);
  }
  stream.rest = text;
}

function connect(stream) {
  return new Promise((resolve) => {
    const query = stream.lastId > 0 ? `?lastEventId=${stream.lastId}` : '';
    const req = http.get(
      {
        host: stream.url.hostname,
        port: stream.url.port,
        path: stream.path + query,
        agent: false,
        headers: { accept: 'text/event-stream', cookie: stream.cookie },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          failure ??= `answered ${res.statusCode}`;
          resolve(false);
          return;
        }
        stream.req = req;
        stream.rest = '';
        res.on('data', (chunk) => read(stream, chunk));
        res.on('error', () => {});
        res.on('close', () => {
          if (closing || stream.req !== req) return;
          stream.req = null;
          stream.ended++;
          setTimeout(
            () =>
              void connect(stream).then((ok) => {
                if (ok) reopened++;
                else reopenFailed++;
              }),
            Math.random() * 1000,
          );
        });
        resolve(true);
      },
    );
    req.on('error', (error) => {
      failure ??= error.message;
      resolve(false);
    });
  });
}

async function open({ targets, path, members, concurrency }) {
  streams.targets = targets;
  let next = 0;
  let open = 0;
  let failed = 0;
  const lane = async () => {
    while (next < members.length) {
      const m = members[next++];
      const stream = {
        url: new URL(targets[m.target]),
        target: m.target,
        path,
        cookie: m.cookie,
        req: null,
        rest: '',
        lastId: 0,
        received: 0,
        duplicates: 0,
        ended: 0,
        polls: [],
        reactions: [],
      };
      if (await connect(stream)) {
        streams.push(stream);
        open++;
      } else failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { open, failed, failure };
}

/** Adds `ms` to a histogram of whole milliseconds (index: ms). */
const add = (histogram, ms) => {
  const i = Math.max(0, Math.round(ms));
  histogram[i] = (histogram[i] ?? 0) + 1;
};
/** A sparse histogram as [ms, count] pairs, for the parent to merge. */
const pairs = (histogram) => Object.entries(histogram).map(([ms, n]) => [Number(ms), n]);

/**
 * For every write (sent, answered) and every stream: the first event of the kind that reached the
 * stream after the write was answered (the page then reads what changed, and sees the write); the time
 * from sending the write to it. A write with no such event on a stream is counted as not shown.
 */
function afterWrites(writes, arrivalsOf, perTarget) {
  const sorted = [...writes].sort((a, b) => a[1] - b[1]);
  const histograms = perTarget.map(() => ({}));
  const notShown = perTarget.map(() => 0);
  for (const stream of streams) {
    const arrivals = arrivalsOf(stream);
    let j = 0;
    for (const [sent, answered] of sorted) {
      while (j < arrivals.length && arrivals[j] < answered) j++;
      if (j === arrivals.length) notShown[stream.target]++;
      else add(histograms[stream.target], arrivals[j] - sent);
    }
  }
  return { histograms: histograms.map(pairs), notShown };
}

function report({ since, expected, posts, votes, taps }) {
  const targets = streams.targets;
  const perTarget = targets.map((_, t) => streams.filter((s) => s.target === t).length);
  const missing = { posts: targets.map(() => 0), polls: targets.map(() => 0), other: targets.map(() => 0) };
  const postLatency = targets.map(() => ({}));
  for (const e of expected) {
    const seen = events.get(e.id);
    const group = e.kind === 'posts' || e.kind === 'polls' ? e.kind : 'other';
    for (let t = 0; t < targets.length; t++) {
      const times = seen?.times[t] ?? [];
      missing[group][t] += perTarget[t] - times.length;
      if (e.kind === 'posts' && posts[e.subject] !== undefined)
        for (const at of times) add(postLatency[t], at - posts[e.subject]);
    }
  }
  const expectedIds = new Set(expected.map((e) => e.id));
  const unexpected = [...events.keys()].filter((id) => id > since && !expectedIds.has(id)).length;
  return {
    streams: perTarget,
    missing,
    unexpected,
    postLatency: postLatency.map(pairs),
    votes: afterWrites(votes, (s) => s.polls, targets),
    taps: afterWrites(taps, (s) => s.reactions, targets),
    reactionEvents: streams.reduce((n, s) => n + s.reactions.length, 0),
    silent: streams.filter((s) => s.received === 0).length,
    withoutReactions: streams.filter((s) => s.reactions.length === 0).length,
    duplicates: streams.reduce((n, s) => n + s.duplicates, 0),
    ended: streams.reduce((n, s) => n + s.ended, 0),
    reopened,
    reopenFailed,
  };
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    process.send({ type: 'opened', ...(await open(message)) });
  } else if (message.type === 'report') {
    process.send({ type: 'report', ...report(message) });
  } else if (message.type === 'close') {
    closing = true;
    for (const s of streams) s.req?.destroy();
    process.disconnect();
  }
});
