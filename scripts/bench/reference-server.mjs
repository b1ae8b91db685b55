// The raw `node:http` reference of the benchmark: answers each path with the status, headers and bytes the
// portal gave for it (captured once), from memory. Started by scripts/bench/lib.mjs, never on its own.
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(fs.readFileSync(file, 'utf8')).map((a) => [
    a.path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
