#!/usr/bin/env node
// Measures how long the server takes from spawn to "listening" and how much memory its process tree
// holds right after, over several starts. Used to compare ways of running the server (see
// docs/decisions/0017-runtime-node-24-type-stripping.md).
//
//   node scripts/measure-startup.mjs [runs] -- <command …>
//
// The command runs in apps/server with PORT set to a free port; its environment is inherited, so set
// DATABASE_URL or DATA_DIR for the database to use (an already migrated one measures a restart).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sep = process.argv.indexOf('--');
if (sep < 0 || sep === process.argv.length - 1) {
  console.error('usage: node scripts/measure-startup.mjs [runs] -- <command …>');
  process.exit(2);
}
const runs = Number(process.argv[2] !== '--' ? process.argv[2] : 5) || 5;
const command = process.argv.slice(sep + 1);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Resident memory of a process and all its descendants, in MiB (Linux /proc). */
function treeRssMiB(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let kib = 0;
  const walk = (p) => {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kib += Number(m[1]);
    } catch {
      // gone
    }
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return kib / 1024;
}

async function once() {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(command[0], command.slice(1), {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const ms = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.includes('Server listening')) resolve(Number(process.hrtime.bigint() - started) / 1e6);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
  await new Promise((r) => setTimeout(r, 500));
  const rss = treeRssMiB(child.pid);
  child.removeAllListeners('exit');
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return { ms, rss };
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await once());
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = results.map((r) => r.ms);
const rss = results.map((r) => r.rss);
// eslint-disable-next-line no-console
console.log(
  `${command.join(' ')}: start ${median(ms).toFixed(0)} ms [${Math.min(...ms).toFixed(0)}..${Math.max(...ms).toFixed(0)}], ` +
    `RSS ${median(rss).toFixed(0)} MiB [${Math.min(...rss).toFixed(0)}..${Math.max(...rss).toFixed(0)}] over ${runs} starts`,
);
