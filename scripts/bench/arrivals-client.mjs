// The arrivals section's load client (scripts/bench/sections/70-arrivals.mjs), in a process of its own as
// load-client.mjs is, so that its work is not taken from the servers it measures. Reads the run as JSON
// from the file in argv[2]; prints the result as JSON on stdout.
//
// Member i arrives `i / rate` seconds after the start and does what the browser did in the recorded page
// load, with its own cookie and anti-forgery token, over its own connections (at most 6 at once, as a
// browser over HTTP/1.1): the shell; then every file, at once; then the answers, the writes and the live
// stream, at once, in the recorded order. Its first screen is complete when the shell, the files and the
// answers are read in full. Streams are held open until every member has arrived and finished, then closed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const { base, rate, seconds, members, plan } = spec;
/** A first screen still incomplete this long after the last arrival is counted as an error ("timeout"). */
const GIVE_UP_MS = 60_000;
const now = () => performance.now();

const errors = {};
const fail = (key) => (errors[key] = (errors[key] ?? 0) + 1);
/** Answers of 400 or more that the browser got too when the page was recorded (the page expects them). */
const asRecorded = {};
const firstScreens = [];
const streams = [];
let membersOk = 0;
let pagesDrawn = 0;
let streamsOpen = 0;
let streamsEndedEarly = 0;
let closing = false;

/** The request's headers for this member: its cookie and token, a fresh idempotency key for writes. */
function headersFor(request, member) {
  const headers = { ...request.headers, cookie: member.cookie };
  if (request.method !== 'GET') {
    headers['x-xsrf-token'] = member.xsrf;
    if ('idempotency-key' in headers) headers['idempotency-key'] = randomUUID();
  }
  return headers;
}

/**
 * One request, its answer read in full; true when it was 2xx or 3xx, or what the browser got. `seen`, if
 * given, gets the answer's headers.
 */
function send(request, member, agent, seen) {
  return new Promise((resolve) => {
    const req = http.request(
      base + request.path,
      { method: request.method, headers: headersFor(request, member), agent },
      (res) => {
        const recorded = res.statusCode >= 400 && res.statusCode === request.status;
        const ok = res.statusCode < 400 || recorded;
        if (recorded) asRecorded[res.statusCode] = (asRecorded[res.statusCode] ?? 0) + 1;
        else if (!ok) fail(String(res.statusCode));
        seen?.(res.headers);
        res.resume();
        res.on('end', () => resolve(ok));
        res.on('error', () => (fail('socket'), resolve(false)));
      },
    );
    req.on('error', () => (fail('socket'), resolve(false)));
    req.end(request.body);
  });
}

/** The live stream: open once its headers arrive, read until the run ends. */
function open(request, member, agent) {
  return new Promise((resolve) => {
    const req = http.request(
      base + request.path,
      { method: 'GET', headers: headersFor(request, member), agent },
      (res) => {
        const ok = res.statusCode === 200;
        if (!ok) fail(`stream ${res.statusCode}`);
        else streamsOpen++;
        res.resume();
        res.on('end', () => !closing && ok && streamsEndedEarly++);
        res.on('error', () => !closing && ok && streamsEndedEarly++);
        resolve(ok);
      },
    );
    req.on('error', () => (closing ? undefined : (fail('stream socket'), resolve(false))));
    streams.push(req);
    req.end();
  });
}

async function arrive(member) {
  // Chromium's limit per origin over HTTP/1.1: 6 connections, kept alive.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const started = now();
  // A page drawn for its member (decision 0108) goes `private, no-store` and carries its first answers;
  // the usual shell does not, and the browser then asks for the answers it announces.
  let drawn = false;
  let ok = await send(plan.shell, member, agent, (h) => (drawn = /no-store/.test(h['cache-control'] ?? '')));
  if (drawn) pagesDrawn++;
  const files = await Promise.all(plan.files.map((r) => send(r, member, agent)));
  ok &&= files.every(Boolean);
  const afterFiles = drawn ? plan.afterFiles : [...plan.undrawn, ...plan.afterFiles];
  const after = afterFiles.map((r) =>
    r.kind === 'stream' ? open(r, member, agent) : send(r, member, agent),
  );
  const answers = await Promise.all(after.filter((_, i) => afterFiles[i].kind === 'answer'));
  ok &&= answers.every(Boolean);
  firstScreens.push(now() - started);
  ok &&= (await Promise.all(after)).every(Boolean);
  if (ok) membersOk++;
}

const total = Math.round(rate * seconds);
const arrivals = [];
const started = now();
await new Promise((resolve) => {
  const tick = setInterval(() => {
    const due = Math.min(total, Math.floor(((now() - started) / 1000) * rate) + 1);
    while (arrivals.length < due) arrivals.push(arrive(members[arrivals.length]));
    if (arrivals.length >= total) {
      clearInterval(tick);
      resolve();
    }
  }, 5);
});
const arrivedSeconds = (now() - started) / 1000;
const finished = await Promise.race([
  Promise.all(arrivals).then(() => true),
  new Promise((resolve) => setTimeout(() => resolve(false), GIVE_UP_MS)),
]);
if (!finished) errors.timeout = total - firstScreens.length;
const doneSeconds = (now() - started) / 1000;
closing = true;
for (const req of streams) req.destroy();
firstScreens.sort((a, b) => a - b);
const at = (p) => firstScreens[Math.min(firstScreens.length - 1, Math.floor(p * firstScreens.length))];
process.stdout.write(
  JSON.stringify({
    members: total,
    membersOk,
    drawn: pagesDrawn,
    firstScreens: firstScreens.length,
    p50: at(0.5),
    p99: at(0.99),
    max: firstScreens.at(-1),
    errors,
    asRecorded,
    streamsOpen,
    streamsEndedEarly,
    arrivedSeconds,
    doneSeconds,
    // Above about 0.9 the client itself could not keep pace.
    clientCpuPerSecond: (({ user, system }) => (user + system) / 1e6 / doneSeconds)(process.cpuUsage()),
  }),
);
process.exit(0);
