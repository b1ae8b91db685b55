// One client process of the live-streams section (scripts/bench/sections/40-sse.mjs): it holds its share of
// the streams so that the clients are spread over several processes (one event loop reading 10,000
// sockets would itself delay the arrivals it measures). Plain `node:http`, no keep-alive agent (one
// socket per stream, as browsers on different machines would), and the least work per chunk read.
// Driven by its parent over IPC:
//   { type: 'open', targets: [url, ...], path, cookie, count, concurrency } → { type: 'opened', open, failed, failure }
//   { type: 'reset' } → { type: 'reset' }            forget the arrivals so far
//   { type: 'collect', until } → { type: 'arrivals', times }   wait for one `posts` per stream (or `until`)
//   { type: 'close' } → exits
import http from 'node:http';

// The same clock in every process: milliseconds since the epoch, with the monotonic clock's precision.
const now = () => performance.timeOrigin + performance.now();
const MARK = Buffer.from('event: posts\n');

const requests = [];
let arrivals = [];
let waiting;
/** The first reason a stream did not open, for the section's error. */
let failure;

function openOne(url, path, cookie) {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: url.hostname,
        port: url.port,
        path,
        agent: false,
        headers: { accept: 'text/event-stream', cookie },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          failure ??= `answered ${res.statusCode}`;
          resolve(false);
          return;
        }
        // Frames are a few dozen bytes and written whole, so a frame never straddles two chunks here
        // (a heartbeat comment and an event may share one: indexOf finds it either way).
        res.on('data', (chunk) => {
          if (chunk.indexOf(MARK) !== -1) {
            arrivals.push(now());
            if (waiting && arrivals.length >= waiting.expected) waiting.done();
          }
        });
        res.on('error', () => {});
        requests.push(req);
        resolve(true);
      },
    );
    req.on('error', (error) => {
      failure ??= error.message;
      resolve(false);
    });
  });
}

async function open({ targets, path, cookie, count, concurrency }) {
  const urls = targets.map((t) => new URL(t));
  let next = 0;
  let open = 0;
  let failed = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      if (await openOne(urls[i % urls.length], path, cookie)) open++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { open, failed, failure };
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    process.send({ type: 'opened', ...(await open(message)) });
  } else if (message.type === 'reset') {
    arrivals = [];
    process.send({ type: 'reset' });
  } else if (message.type === 'collect') {
    if (arrivals.length < requests.length)
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, message.until - Date.now()));
        waiting = {
          expected: requests.length,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
    waiting = undefined;
    process.send({ type: 'arrivals', times: arrivals });
  } else if (message.type === 'close') {
    for (const req of requests) req.destroy();
    process.disconnect();
  }
});
