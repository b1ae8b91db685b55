// The raw `node:http` reference of the benchmark: answers each request (method and path; GET when a
// captured answer names no method) with the status, headers and bytes the portal gave for it (captured
// once), from memory. Started by scripts/bench/lib.mjs, never on its own.
// An answer marked `stream` (a live stream: 40-sse.mjs, 70-arrivals.mjs) is held open until the client
// closes it: its head and bytes (the stream's first frame) are written with `writeHead` and `write`, and
// each `{ type: 'send', text }` message from the parent writes `text` to every held stream, then answers
// `{ type: 'sent', streams }`.
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(fs.readFileSync(file, 'utf8')).map((a) => [
    `${a.method ?? 'GET'} ${a.path}`,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64'), stream: a.stream === true },
  ]),
);
const streams = new Set();

http
  .createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    req.resume();
    res.writeHead(answer.status, answer.headers);
    if (!answer.stream) {
      res.end(answer.body);
      return;
    }
    res.write(answer.body);
    streams.add(res);
    res.on('close', () => streams.delete(res));
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

process.on('message', (message) => {
  if (message?.type !== 'send') return;
  for (const res of streams) res.write(message.text);
  process.send?.({ type: 'sent', streams: streams.size });
});
