// The benchmark's load client in a process of its own (docs/performance.md#the-benchmark): run by lib.mjs's
// `load`, so that the client's own work (a good part of a core at these rates) is not taken from the
// server it measures, nor counted against raw Node when both share one process's event loop.
// Reads the run as JSON from the file named in argv[2] (a crowd's thousands of cookies are too long for
// one argument); prints autocannon's result as JSON on stdout.
import fs from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const rotate = spec.rotate;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  headers: spec.headers ?? {},
  ...(rotate
    ? {
        requests: [
          {
            method: 'GET',
            path: spec.path,
            // A crowd of sessions: each request carries the next one's headers, in turn.
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, ...rotate[next++ % rotate.length] },
            }),
          },
        ],
      }
    : {}),
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    ok: result['2xx'],
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: result.statusCodeStats,
  }),
);
