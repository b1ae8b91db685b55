import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The README's first two lines on a machine whose Node is older than `engines` asks (issue 35, item 3).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const check = path.join(repoRoot, 'scripts/check-node.cjs');
const range = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;
const hint = 'source scripts/use-node-24.sh';

// A copy of the root with only what npm reads before it installs anything: no workspace, no download.
const dir = mkdtempSync(path.join(tmpdir(), 'first-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const file of ['package.json', 'package-lock.json', '.npmrc', 'scripts/check-node.cjs']) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  copyFileSync(path.join(repoRoot, file), path.join(dir, file));
}
// Node 20 as every process sees it (npm included), while the real one runs.
const fakeNode20 = path.join(dir, 'fake-node-20.cjs');
writeFileSync(fakeNode20, "Object.defineProperty(process, 'version', { value: 'v20.20.2' });\n");
const onNode20 = { ...process.env, NODE_OPTIONS: `--require=${fakeNode20}` };

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = dir) {
  const started = performance.now();
  const res = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  return { status: res.status, out: `${res.stdout}${res.stderr}`, ms: performance.now() - started };
}

describe('the first command on an older Node', () => {
  it('stops the check within a second, saying what to run', () => {
    const res = run(process.execPath, [check], onNode20);
    expect(res.status).toBe(1);
    expect(res.out).toContain('this is Node v20.20.2');
    expect(res.out).toContain(hint);
    expect(res.ms).toBeLessThan(1000);
    // And lets the Node the portal runs on through, silently.
    expect(run(process.execPath, [check], process.env)).toMatchObject({ status: 0, out: '' });
  });

  it.each(['start', 'test', 'run build', 'run dev'])('npm %s stops before anything else runs', (command) => {
    const res = run('npm', command.split(' '), onNode20);
    expect(res.status).not.toBe(0);
    expect(res.out).toContain(hint);
    // Nothing after the check ran (the build's first step names its workspace).
    expect(res.out).not.toContain('apps/web');
  });

  it('npm install stops before it installs anything, saying what to run', () => {
    const res = run('npm', ['install', '--dry-run', '--no-audit', '--no-fund'], onNode20);
    expect(res.status).not.toBe(0);
    expect(res.out).toContain('EBADENGINE');
    expect(res.out).toContain(hint);
  });

  it('reads a range of engines as npm does', () => {
    const { satisfies } = createRequire(import.meta.url)(check) as {
      satisfies: (version: string, range: string) => boolean;
    };
    const within = (r: string) =>
      ['v18.20.0', 'v20.20.2', 'v22.18.0', 'v22.22.2', 'v23.11.0', 'v24.0.0', 'v24.14.1', 'v24.15.0']
        .concat(['v24.22.3', 'v25.2.0', 'v26.0.0', 'v27.1.0'])
        .filter((v) => satisfies(v, r));
    expect(within('^22.22.2 || ^24.15.0 || >=26')).toEqual([
      'v22.22.2',
      'v24.15.0',
      'v24.22.3',
      'v26.0.0',
      'v27.1.0',
    ]);
    expect(within('>=22.18 <24')).toEqual(['v22.18.0', 'v22.22.2', 'v23.11.0']);
    expect(within('24.15.0 || <20')).toEqual(['v18.20.0', 'v24.15.0']);
    // The portal's own range lets this Node through (the tests run on it).
    expect(satisfies(process.version, range)).toBe(true);
  });
});
