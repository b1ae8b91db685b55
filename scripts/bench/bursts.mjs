// What the benchmark's bursts of writes share (sections votes and questions): members with their sessions,
// written straight into the database, and one POST per member fired at the same moment.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { newSession, SESSION_SECRET, spread, startReference } from './lib.mjs';

/**
 * `n` members (role member, the demo member's password), each with a session: the headers a signed-in
 * browser sends with a POST (session cookie, anti-forgery cookie and header, JSON body).
 */
export async function membersWithSessions(db, n, tag) {
  const now = new Date().toISOString();
  const [model] = await db.query("select password_hash from users where email = 'docente@example.org'");
  const members = [];
  for (let i = 0; i < n; i++) {
    const id = randomUUID();
    await db.query(
      "insert into users (id, email, password_hash, name, lastname, country, city, role, rol, updated_fields, notification_forum, created_at, updated_at) values (?, ?, ?, ?, ?, 'colombia', 'Bogotá', 'member', 'DOCENTE', 1, 0, ?, ?)",
      [id, `${tag}-${process.pid}-${i}@example.org`, model.password_hash, tag, String(i), now, now],
    );
    const sid = await newSession(db, id);
    const xsrf = createHmac('sha256', SESSION_SECRET).update(`xsrf:${sid}`).digest('base64url');
    members.push({
      id,
      headers: {
        'content-type': 'application/json',
        // With the mark a signed-in browser holds beside its session (decision 0108 draws its pages for it).
        cookie: `foro_sid=${sid}; XSRF-TOKEN=${xsrf}; foro_member=1`,
        'x-xsrf-token': xsrf,
      },
    });
  }
  return members;
}

/** One request over `agent`; resolves with the status once the whole answer is read. */
function send(url, { method, headers, body }, agent) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Fires one POST per request at once; returns each answer's status and time, and the whole burst's.
 * `connectionsOpen`: each request has its own connection open beforehand (one GET each, answered whatever
 * its status), as a browser that has the live page open keeps one; otherwise each opens its own.
 */
export async function burst(url, requests, { connectionsOpen = false } = {}) {
  // As many kept open as sent: past `maxFreeSockets` (256 by default) the agent closes a connection once
  // answered, and the burst would then open most of them again.
  const n = requests.length;
  const agent = new http.Agent({ keepAlive: true, maxSockets: n, maxFreeSockets: n });
  try {
    if (connectionsOpen) {
      await Promise.all(requests.map(() => send(`${url}/healthz`, { method: 'GET' }, agent)));
    }
    const started = performance.now();
    const answers = await Promise.all(
      requests.map(async (r) => {
        const t0 = performance.now();
        try {
          const status = await send(url + r.path, { method: 'POST', ...r }, agent);
          return { status, ms: performance.now() - t0 };
        } catch {
          return { status: 0, ms: performance.now() - t0 };
        }
      }),
    );
    return { answers, wallMs: performance.now() - started };
  } finally {
    agent.destroy();
  }
}

/**
 * The same burst against the raw `node:http` reference, answering every request with the status and
 * bytes the portal gave to `sample` (sent to the portal first): what the client and the machine cost.
 * `options` as for `burst`.
 */
export async function rawBurst(portalUrl, sample, requests, options) {
  const answer = await fetch(portalUrl + sample.path, {
    method: 'POST',
    headers: sample.headers,
    body: sample.body,
  });
  const body = Buffer.from(await answer.arrayBuffer()).toString('base64');
  const reference = await startReference(
    [...new Set(requests.map((r) => r.path))].map((path) => ({
      path,
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
    })),
  );
  try {
    return await burst(reference.url, requests, options);
  } finally {
    await reference.stop();
  }
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** One round's times: the portal's burst beside the raw reference's. */
export const burstTimes = (mine, raw) => ({
  'burst ms': mine.wallMs,
  'raw burst ms': raw.wallMs,
  'p50 ms': percentile(
    mine.answers.map((a) => a.ms),
    50,
  ),
  'p99 ms': percentile(
    mine.answers.map((a) => a.ms),
    99,
  ),
  'raw p99 ms': percentile(
    raw.answers.map((a) => a.ms),
    99,
  ),
  ratio: raw.wallMs / mine.wallMs,
});

/** Those times over the rounds, `median [min..max]`. */
export function burstTimesOver(rows) {
  const col = (key, digits) =>
    spread(
      rows.map((r) => r[key]),
      digits,
    );
  return {
    'burst ms': col('burst ms', 0),
    'raw burst ms': col('raw burst ms', 0),
    'ratio (raw ms / portal ms)': col('ratio', 3),
    'p50 ms': col('p50 ms', 0),
    'p99 ms': col('p99 ms', 0),
    'raw p99 ms': col('raw p99 ms', 0),
  };
}
