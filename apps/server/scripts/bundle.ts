/**
 * Builds the server that `npm start` runs: `src/` and most of its packages bundled by esbuild into a few
 * JavaScript files in `dist/` (docs/decisions/0052-server-bundle.md). Node then loads a handful of files
 * instead of about 1,200 and strips no TypeScript types at start: measured in docs/performance.md#start-up.
 * Tests and `npm run dev` keep running the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { asciiOnly } from '../../web/build/ascii-only.ts';

const root = path.resolve(import.meta.dirname, '..');
// `dist/` unless a folder is named (a test that runs the built server in a process of its own).
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist');

/**
 * Left to Node's own loading, from node_modules:
 * - native addons, which esbuild cannot bundle;
 * - packages that find their own files next to their code (`__dirname`): pino's worker threads,
 *   @fastify/swagger's package.json;
 * - libraries loaded on first use (certificates, uploads, mail, the media bucket: docs/performance.md#start-up), which a
 *   bundle would not make faster.
 */
const external = [
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  'pino',
  '@fastify/swagger',
  'nodemailer',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'qrcode',
  'file-type',
  '@aws-sdk/client-s3',
  'koffi',
];

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { start: path.join(root, 'src/start.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // `start.js` turns the compile cache on before the server's code loads (a dynamic import, so a chunk).
  // Chunks sit beside it: every file's `import.meta.url` is then one folder below the package, as the
  // sources' paths to the web build and the directory data expect.
  splitting: true,
  chunkNames: '[name]-[hash]',
  external,
  // Bundled CommonJS packages call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // No `keepNames`: it wraps every function made at run time (a closure per request) in a call that
  // names it, which cost a third of the requests per second in a measure; esbuild renames a function
  // only when two bundled modules use the same name, so stack traces keep nearly every name anyway.
  // Without comments or layout: V8 keeps every loaded file's source text in the heap (to compile functions
  // when first called). Names are kept (no `minifyIdentifiers`), for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
});

// The directory's reference data is read from a folder beside the code (db/seed/directory-seed.ts).
fs.cpSync(path.join(root, 'src/db/seed/directory-data'), path.join(outdir, 'directory-data'), {
  recursive: true,
});

for (const file of fs.readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  const code = asciiOnly(fs.readFileSync(path.join(outdir, file), 'utf8'));
  // Node keeps a loaded file's source two bytes per character unless it is all ASCII: esbuild escapes
  // strings but not the text of tagged templates (`markup`), see web/build/ascii-only.ts.
  fs.writeFileSync(path.join(outdir, file), code);
  // A bundled package that looks for a file beside its own code would fail only when that code runs:
  // refuse the build instead, and add the package to `external`.
  if (/\b__(dirname|filename)\b/.test(code)) {
    console.error(
      `dist/${file} uses __dirname or __filename: add its package to external in scripts/bundle.ts`,
    );
    process.exit(1);
  }
}
