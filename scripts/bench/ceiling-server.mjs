// The hand-written ceiling of the crowd section (issue 36 item 1): the least a server must do to answer a
// thread's posts to a signed-in member, written by hand on `node:http`, on the portal's own database. Per
// request: hash the session cookie, one indexed lookup of the session joined to its user (refused unless
// the account is open and the session neither expired nor idle), one indexed query of the first page's
// posts with their authors (the `seq` index), `JSON.stringify`, no compression. SQLite through
// better-sqlite3 prepared statements, PostgreSQL through `pg` named (prepared) statements. What the
// portal adds above this (routing, hooks, validation, compression, logging) is the gap the table shows.
// Started by sections/20-crowd.mjs, never on its own: argv is engine, database (URL or SQLite file),
// thread id, port.
import { createHash } from 'node:crypto';
import http from 'node:http';

const [engine, database, threadId, port] = process.argv.slice(2);
const PAGE = 10;
const IDLE_MS = 30 * 24 * 60 * 60 * 1000; // at least the portal's idle limit: every benchmark session passes

const SESSION_SQL = `select s.last_seen_at, s.expires_at, u.id, u.name, u.lastname, u.role
  from sessions s join users u on u.id = s.user_id
  where s.id_hash = ? and u.suspended_at is null and u.deactivated_at is null and u.closed_at is null`;
const POSTS_SQL = `select p.id, p.post, p.created_at, p.seq, u.id as user_id, u.name, u.lastname
  from thread_posts p join users u on u.id = p.user_id
  where p.thread_id = ? and p.seq between 1 and ${PAGE} order by p.seq`;

/** `{ session(idHash), posts() }` on the engine's driver, each one prepared statement. */
async function openQueries() {
  if (engine === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: database, max: 10 });
    const numbered = (text) => {
      let i = 0;
      return text.replace(/\?/g, () => `$${++i}`);
    };
    const session = { name: 'ceiling_session', text: numbered(SESSION_SQL) };
    const posts = { name: 'ceiling_posts', text: numbered(POSTS_SQL) };
    return {
      session: async (idHash) => (await pool.query({ ...session, values: [idHash] })).rows[0],
      posts: async () => (await pool.query({ ...posts, values: [threadId] })).rows,
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(database, { readonly: true });
  db.pragma('busy_timeout = 5000');
  // `= +?`: since SQLite 3.54 a join compared with a bare `?` is planned again on every run, as
  // better-sqlite3 clears the values after each (the portal's `plannedOnce`, decision 0120).
  const plannedOnce = (text) => text.replace(/= \?/g, '= +?');
  const session = db.prepare(plannedOnce(SESSION_SQL));
  const posts = db.prepare(plannedOnce(POSTS_SQL));
  return { session: async (idHash) => session.get(idHash), posts: async () => posts.all(threadId) };
}

const queries = await openQueries();

function sessionTokenOf(header) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() === 'foro_sid') return part.slice(eq + 1).trim();
  }
  return undefined;
}

http
  .createServer(async (req, res) => {
    req.resume();
    try {
      const token = sessionTokenOf(req.headers.cookie);
      const row = token && (await queries.session(createHash('sha256').update(token).digest('base64url')));
      const now = Date.now();
      if (!row || now >= Date.parse(row.expires_at) || now - Date.parse(row.last_seen_at) >= IDLE_MS) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"UNAUTHENTICATED"}');
        return;
      }
      const body = JSON.stringify({ page: 1, posts: await queries.posts() });
      res
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'private, no-cache',
          'content-length': Buffer.byteLength(body),
        })
        .end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
