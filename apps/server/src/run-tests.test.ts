import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm test` of the root package.json (docs/decisions/0116-test-steps-overlap.md), run in a copy of the
// root whose steps are stand-ins: each prints what the real runner's summary looks like.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  engines: Record<string, string>;
};
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A copy of the root with `steps` as its scripts; the server suite and the browser tests are the `test`
 * of workspaces `apps/server` and `e2e`.
 */
function copyWith(steps: Record<string, string>, workspaces: { 'apps/server': string; e2e: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'run-tests-'));
  dirs.push(dir);
  for (const file of ['scripts/check-node.cjs', 'scripts/run-tests.mjs']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(dir, file));
  }
  const scripts = { pretest: root.scripts.pretest, test: root.scripts.test, ...steps };
  const pkg = {
    name: 'copy',
    private: true,
    workspaces: Object.keys(workspaces),
    engines: root.engines,
    scripts,
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  writeFileSync(path.join(dir, 'meet.cjs'), MEET);
  for (const [folder, test] of Object.entries(workspaces)) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    const name = path.basename(folder);
    writeFileSync(path.join(dir, folder, 'package.json'), JSON.stringify({ name, scripts: { test } }));
  }
  return dir;
}

function npmTest(dir: string) {
  const env = { ...process.env };
  delete env.TEST_STEPS;
  const res = spawnSync('npm', ['test'], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

// Two stand-ins that each mark their start and wait (up to 10 s) for the other's mark: both end only if
// they ran at the same time. It names the options it was given after its two (the server suite's).
const MEET = `const fs = require('fs');
const [mine, theirs, ...options] = process.argv.slice(2);
fs.writeFileSync(mine, '');
const started = Date.now();
const wait = () =>
  fs.existsSync(theirs) ? console.log([mine, 'met', theirs, ...options].join(' '))
  : Date.now() - started > 10000 ? process.exit(3) : setTimeout(wait, 50);
wait();
`;

describe('npm test', () => {
  it('runs lint beside the server suite, prints each step whole, and sums as .ci/run reads it', () => {
    const dir = copyWith(
      {
        lint: 'echo lint one && node meet.cjs lint server && echo lint two',
        typecheck: 'echo typecheck',
        'test:web': "echo '      Tests  3 passed (3)'",
        build: 'echo build',
      },
      {
        'apps/server': "echo '      Tests  5 passed (5)' && node ../../meet.cjs ../../server ../../lint",
        e2e: "echo '  7 passed (2.0s)'",
      },
    );
    const res = npmTest(dir);
    expect(res.status).toBe(0);
    // Each step's lines together, in the order the steps started.
    // The server suite on at least two Vitest workers.
    expect(res.out).toMatch(
      /\n {6}Tests {2}5 passed \(5\)\n\.\.\/\.\.\/server met \.\.\/\.\.\/lint --maxWorkers=[2-9]/,
    );
    expect(res.out).toMatch(/\nlint one\nlint met server\nlint two\n/);
    const at = (text: string) => res.out.indexOf(text);
    expect(at('server met ../../lint')).toBeLessThan(at('\nlint one'));
    expect(at('lint two')).toBeLessThan(at('typecheck\n'));
    expect(at('Tests  3 passed')).toBeLessThan(at('7 passed (2.0s)'));
    // .ci/run's sums, line by line as its grep reads them: Vitest's "Tests" lines, Playwright's "N passed (".
    const lines = (pattern: RegExp) => res.out.split('\n').filter((line) => pattern.test(line));
    expect(lines(/^\s+Tests\s/)).toEqual(['      Tests  5 passed (5)', '      Tests  3 passed (3)']);
    expect(lines(/^\s+[0-9]+ passed \(/)).toEqual(['  7 passed (2.0s)']);
  });

  it("gives the server suite's slot to the next step as soon as the suite ends", () => {
    const dir = copyWith(
      {
        lint: 'node meet.cjs lint typecheck',
        typecheck: 'node meet.cjs typecheck lint',
        'test:web': 'echo web',
        build: 'echo build',
      },
      { 'apps/server': "echo '      Tests  5 passed (5)'", e2e: "echo '  7 passed (2.0s)'" },
    );
    const res = npmTest(dir);
    expect(res.status).toBe(0);
    // Lint and the type check ran at the same time, in the two slots.
    expect(res.out).toContain('lint met typecheck');
    expect(res.out).toContain('typecheck met lint');
  });

  it('fails when a step fails, and starts no step after it', () => {
    const dir = copyWith(
      {
        lint: 'echo a lint error && exit 2',
        typecheck: 'echo typecheck ran',
        'test:web': 'echo web tests ran',
        build: 'echo build ran',
      },
      // The suite holds its slot while lint fails beside it: when it ends, no step takes the slot.
      { 'apps/server': "sleep 1 && echo '      Tests  5 passed (5)'", e2e: 'echo browser tests ran' },
    );
    const res = npmTest(dir);
    expect(res.status).not.toBe(0);
    expect(res.out).toContain('a lint error');
    expect(res.out).toContain('Tests  5 passed (5)');
    expect(res.out).not.toContain('typecheck ran');
    expect(res.out).not.toContain('web tests ran');
    expect(res.out).not.toContain('build ran');
    expect(res.out).not.toContain('browser tests ran');
  });
});
