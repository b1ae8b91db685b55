#!/usr/bin/env node
// Recomputes a prize draw of the Foro de Educadores from its published data, with nothing but Node's
// own crypto (no code of the portal), as docs/product/draws.md#how-to-check-a-draw describes.
//
//   node scripts/verify-draw.mjs draw.json
//   node scripts/verify-draw.mjs https://portal.example/api/draws/<drawId>
//
// The JSON is the draw's public answer: { seed, seedHash, entries, entriesHash, picks }. The script
// checks that the seed matches the commitment published before the period closed, that the entry
// list matches its hash, and that the winner and alternates follow from both; exit code 0 when all
// three hold, 1 otherwise.
import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const say = (line) => process.stdout.write(`${line}\n`);

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

export function recompute(seed, ids, count) {
  if (!/^[0-9a-f]{64}$/.test(seed)) throw new Error('the seed must be 64 lowercase hex digits');
  // 1. Sort the ids by code unit (plain <) and hash them, each followed by a line feed.
  const list = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const listHash = sha256(Buffer.from(list.map((id) => `${id}\n`).join(''), 'utf8'));
  // 2. A stream of 32-bit big-endian words: HMAC-SHA256(seed bytes, `${listHash}:${k}`), k = 0, 1, 2…
  const key = Buffer.from(seed, 'hex');
  let k = 0;
  let block = Buffer.alloc(0);
  let at = 32;
  const next = () => {
    if (at === 32) {
      block = createHmac('sha256', key).update(`${listHash}:${k++}`, 'utf8').digest();
      at = 0;
    }
    const w = block.readUInt32BE(at);
    at += 4;
    return w;
  };
  // 3. Fisher–Yates stopped after `count` steps, each index uniform by rejection sampling.
  const picks = Math.min(count, list.length);
  for (let i = 0; i < picks; i++) {
    const range = list.length - i;
    const limit = 2 ** 32 - (2 ** 32 % range);
    let w = next();
    while (w >= limit) w = next();
    const j = i + (w % range);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return { seedHash: sha256(key), entriesHash: listHash, picks: list.slice(0, picks) };
}

async function load(source) {
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${source} answered ${res.status}`);
    return res.json();
  }
  return JSON.parse(await readFile(source, 'utf8'));
}

async function main() {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: node scripts/verify-draw.mjs <draw.json | https://…/api/draws/<id>>');
    process.exit(2);
  }
  const draw = await load(source);
  if (!draw.seed) {
    say(`Seed commitment: ${draw.seedHash}\nThe draw has not been made yet: nothing to check.`);
    process.exit(1);
  }
  const mine = recompute(draw.seed, draw.entries, draw.picks.length);
  const checks = [
    ['seed matches its commitment', mine.seedHash === draw.seedHash],
    ['entry list matches its hash', mine.entriesHash === draw.entriesHash],
    ['winner and alternates match', JSON.stringify(mine.picks) === JSON.stringify(draw.picks)],
  ];
  for (const [what, ok] of checks) say(`${ok ? 'OK  ' : 'FAIL'} ${what}`);
  say(`Entries: ${draw.entries.length}`);
  mine.picks.forEach((id, i) => say(`${i === 0 ? 'Winner' : `Alternate ${i}`}: ${id}`));
  process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
}

// Run as a command (not when a test imports `recompute`).
if (import.meta.filename === process.argv[1]) await main();
