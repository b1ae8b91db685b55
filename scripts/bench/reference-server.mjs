// The raw `node:http` reference of the benchmark: answers each request (method and path; GET when a
// captured answer names no method) with the status, headers and bytes the portal gave for it (captured
// once), from memory. An answer marked `hold` (a live stream) sends its bytes and stays open until the
// client closes it. Started by scripts/bench/lib.mjs, never on its own.
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(fs.readFileSync(file, 'utf8')).map((a) => [
    `${a.method ?? 'GET'} ${a.path}`,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64'), hold: a.hold },
  ]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    req.resume();
    res.writeHead(answer.status, answer.headers);
    if (answer.hold) res.write(answer.body);
    else res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
