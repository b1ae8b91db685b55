#!/usr/bin/env node
/**
 * Fails when a citation in the code or the docs does not resolve (docs/architecture.md#citations):
 *  - a citation of the product documents that live outside the repository (the old "§" form);
 *  - a `docs/….md#anchor` citation whose file does not exist or whose anchor matches no heading;
 *  - a relative Markdown link `[text](path.md#anchor)` that does not resolve.
 *
 * Usage: node scripts/check-doc-links.mjs [--root DIR] [FILE_OR_DIR…]
 * Without paths it checks the repository's tracked (and new, unignored) files. `--root` is where
 * `docs/…` citations are resolved from (default: the repository holding this script).
 * Exit code 0 when everything resolves, 1 when something does not (each listed as file:line).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCOPE = ['apps', 'packages', 'e2e', 'scripts', 'docs', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|md|css|html|ya?ml)$/;
const SKIP_DIR = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data']);

// Written with \u00a7 so that this file does not match its own rule.
const OLD_CITATION = new RegExp('\\b(spec|decisions|architecture)\\b[^\\S\\n]*\\u00a7', 'i');
const DOC_CITATION = /(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\p{L}\p{N}_-]+))?/gu;
const MD_LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

function parseArgs(argv) {
  let root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const paths = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') root = path.resolve(argv[++i] ?? '.');
    else paths.push(path.resolve(argv[i]));
  }
  return { root, paths };
}

function walk(target, out) {
  const info = statSync(target);
  if (info.isDirectory()) {
    for (const name of readdirSync(target)) if (!SKIP_DIR.has(name)) walk(path.join(target, name), out);
  } else if (TEXT_FILE.test(target)) {
    out.push(target);
  }
}

function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter(Boolean)
    .filter((f) => SCOPE.some((s) => f === s || f.startsWith(`${s}/`)) || !f.includes('/'))
    .filter((f) => TEXT_FILE.test(f) && !f.split('/').some((part) => SKIP_DIR.has(part)))
    .map((f) => path.join(root, f))
    .filter((f) => existsSync(f));
}

/** GitHub's heading anchor: lowercase, punctuation dropped (letters with accents kept), spaces → hyphens. */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
function anchorsOf(file) {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set();
  const seen = new Map();
  let fence = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const m = !fence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** Why `target#anchor` does not resolve, or null when it does. */
function problem(target, anchor) {
  if (!existsSync(target)) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (statSync(target).isDirectory() || !target.endsWith('.md')) return 'an anchor needs a Markdown file';
  return anchorsOf(target).has(decodeURIComponent(anchor).toLowerCase()) ? null : `no heading #${anchor}`;
}

function check(file, root) {
  const failures = [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const isMarkdown = file.endsWith('.md');
  let fence = false;
  lines.forEach((line, i) => {
    const where = `${path.relative(process.cwd(), file) || file}:${i + 1}`;
    if (OLD_CITATION.test(line)) failures.push(`${where}: cites a document outside the repository ("§")`);
    for (const m of line.matchAll(DOC_CITATION)) {
      const why = problem(path.join(root, m[1]), m[2]);
      if (why) failures.push(`${where}: ${m[0]}: ${why}`);
    }
    if (!isMarkdown) return;
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) return;
    for (const m of line.matchAll(MD_LINK)) {
      const link = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) continue;
      const [target, anchor] = link.split('#');
      const resolved = target === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
      const why = problem(resolved, anchor);
      if (why) failures.push(`${where}: ${link}: ${why}`);
    }
  });
  return failures;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { root, paths } = parseArgs(process.argv.slice(2));
  const files = [];
  if (paths.length === 0) files.push(...repositoryFiles(root));
  else for (const p of paths) walk(p, files);
  const failures = files.flatMap((f) => check(f, root));
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(`\n${failures.length} citation(s) or link(s) do not resolve.`);
    process.exit(1);
  }
  process.stdout.write(`Documentation links: ${files.length} files checked, all resolve.\n`);
}
