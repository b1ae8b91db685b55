import { createHash, createHmac } from 'node:crypto';

/**
 * The draw's deterministic function (docs/product/draws.md#how-to-check-a-draw). Anyone holding the
 * published seed and entry list gets the same winners: `scripts/verify-draw.mjs` repeats it without
 * importing this file, and a test holds the two to each other. Changing a single step here breaks the
 * verification of every published draw, so the function is frozen (docs/decisions/0040-verifiable-draws.md).
 */

/** Entry ids in code-unit order (plain `<`, the same in every language and locale). */
export const sortEntries = (ids: readonly string[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** SHA-256 of a text (UTF-8), hex. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The entry list's hash: SHA-256 of the sorted ids, each followed by a line feed. */
export const entriesHash = (sortedIds: readonly string[]) =>
  sha256Hex(sortedIds.map((id) => `${id}\n`).join(''));

/** The commitment published before the period closes: SHA-256 of the seed's bytes (the seed is 64 hex digits). */
export const seedCommitment = (seedHex: string) =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/**
 * A stream of 32-bit numbers: block k is HMAC-SHA256(key = seed bytes, message = `${listHash}:${k}`),
 * k = 0, 1, 2…, read as eight big-endian unsigned 32-bit words.
 */
function* words(seedHex: string, listHash: string): Generator<number> {
  const key = Buffer.from(seedHex, 'hex');
  for (let k = 0; ; k++) {
    const block = createHmac('sha256', key).update(`${listHash}:${k}`, 'utf8').digest();
    for (let i = 0; i < 32; i += 4) yield block.readUInt32BE(i);
  }
}

/**
 * Picks `count` entries (the first is the winner, the rest the alternates in order): a Fisher–Yates
 * shuffle stopped after `count` steps; step i swaps place i with place i + u, u uniform in
 * [0, n − i) by rejection sampling (a word w is used only when w < 2³² − 2³² mod (n − i), then u = w mod (n − i)).
 */
export function drawWinners(seedHex: string, ids: readonly string[], count: number) {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('The seed must be 64 lowercase hex digits.');
  const list = sortEntries(ids);
  const listHash = entriesHash(list);
  const stream = words(seedHex, listHash);
  const picks = Math.min(count, list.length);
  for (let i = 0; i < picks; i++) {
    const range = list.length - i;
    const limit = 2 ** 32 - (2 ** 32 % range);
    let w = stream.next().value as number;
    while (w >= limit) w = stream.next().value as number;
    const j = i + (w % range);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return { entries: sortEntries(ids), entriesHash: listHash, picks: list.slice(0, picks) };
}
