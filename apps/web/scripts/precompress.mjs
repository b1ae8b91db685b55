// Writes .br and .gz next to every compressible built file, so the server sends them without
// compressing on each request (slow connections get the smallest file, the CPU does no extra work).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|html|svg|json|txt|ico)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  if (!compressible.test(file)) continue;
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.warn(`precompressed ${count} files`);
