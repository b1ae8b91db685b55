import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The documentation link check that `npm run lint` runs (docs/architecture.md#citations).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const script = path.join(repoRoot, 'scripts/check-doc-links.mjs');
// Fixtures are built from parts so that the repository's own check does not read them as citations.
const SECTION = '\u00a7';
const DOCS = 'docs/';

function run(args: string[], cwd: string) {
  const res = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

describe('scripts/check-doc-links.mjs', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const check = () => run(['--root', dir, dir], dir);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
    write(
      'docs/product/meetings.md',
      '# Meetings\n\n## Countdown\n\n## Time-zone labels\n\n## Países y zonas\n\n```\n## Not a heading\n```\n',
    );
    write('docs/product/README.md', '# Product\n\nSee [meetings](meetings.md#countdown).\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes when every citation and link resolves, accents and punctuation as GitHub makes anchors', () => {
    write(
      'src/a.ts',
      [
        `/** ${DOCS}product/meetings.md#countdown: shown 1 to 10 days before. */`,
        `// (${DOCS}product/meetings.md#time-zone-labels) and ${DOCS}product/meetings.md#países-y-zonas.`,
        `// ${DOCS}product/README.md without an anchor.`,
      ].join('\n'),
    );
    const res = check();
    expect(res.out).toContain('all resolve');
    expect(res.status).toBe(0);
  });

  it('fails on a citation of the outside documents, naming file and line', () => {
    write('src/b.ts', `const x = 1;\n// The countdown (spec ${SECTION}4).\n`);
    const res = check();
    expect(res.status).toBe(1);
    expect(res.out).toContain('src/b.ts:2');
  });

  it('fails on a citation whose heading does not exist', () => {
    write('src/c.tsx', `/** ${DOCS}product/meetings.md#count-down */\n`);
    const res = check();
    expect(res.status).toBe(1);
    expect(res.out).toMatch(/src\/c\.tsx:1: .*no heading #count-down/);
  });

  it('fails on a heading that exists only inside a code block', () => {
    write('src/d.ts', `// ${DOCS}product/meetings.md#not-a-heading\n`);
    expect(check().status).toBe(1);
  });

  it('fails on a citation of a file that does not exist', () => {
    write('src/e.ts', `// ${DOCS}product/nothing.md#countdown\n`);
    const res = check();
    expect(res.status).toBe(1);
    expect(res.out).toContain('no such file');
  });

  it('fails on a relative Markdown link whose anchor or file is wrong', () => {
    write('docs/product/forum.md', '# Forum\n\n[a](meetings.md#nope) and [b](../missing.md).\n');
    const res = check();
    expect(res.status).toBe(1);
    expect(res.out).toContain('docs/product/forum.md:3: meetings.md#nope');
    expect(res.out).toContain('docs/product/forum.md:3: ../missing.md');
  });

  it('finds every citation of the repository resolved', () => {
    const res = run([], repoRoot);
    expect(res.out).toContain('all resolve');
    expect(res.status).toBe(0);
  });
});
