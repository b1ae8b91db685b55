// `npm test`: every check and test runner, two at a time where they can overlap (issue 36, item 8;
// docs/decisions/0116-test-steps-overlap.md). The server suite starts first, on at least two Vitest
// workers (Vitest's default on two cores is one); beside it lint, the type check, the web tests and the
// build run one after the other, and whichever is next takes the suite's place when it ends, so neither
// core waits for the other's work. The browser tests need the build and both cores, so they run last,
// alone. Output is never interleaved: the step that started first is printed as it runs, the others
// when their turn comes, whole, so "Tests  N passed" and "N passed (" lines stay as each runner wrote
// them (.ci/run sums them). A failed step stops any step not yet started; the run exits 1.
//
// A failed step's lines that say why (errors, failed tests, unhandled rejections) are printed again at the
// end, after the steps' table, so the tail of a long log, which is often all a CI page keeps, names them.
//
// TEST_STEPS=1 runs the steps one at a time, in the same order.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const serverWorkers = Math.max(2, os.availableParallelism() - 1);
const steps = [
  // The workspace's own `vitest run`, which takes the option (`npm run test:server` would not pass it on).
  {
    name: 'test:server',
    script: ['test', '-w', 'apps/server', '--', `--maxWorkers=${serverWorkers}`],
    after: [],
  },
  // The rest take the other slot in this order, and the server suite's once it is done (decision 0131).
  { name: 'lint', script: ['run', 'lint'], after: [] },
  { name: 'typecheck', script: ['run', 'typecheck'], after: [] },
  { name: 'test:web', script: ['run', 'test:web'], after: [] },
  { name: 'build', script: ['run', 'build'], after: [] },
  // Alone: Playwright's workers and the portal they test take both cores.
  {
    name: 'e2e',
    script: ['test', '-w', 'e2e'],
    after: ['test:server', 'lint', 'typecheck', 'test:web', 'build'],
  },
];
const slots = Math.max(1, Number(process.env.TEST_STEPS) || 2);

const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/** Steps in the order they started; the first one not yet printed in full is printed as it runs. */
const order = [];
const children = new Set();
let failed = false;

function printTurns() {
  while (order.length) {
    const head = order[0];
    if (!head.live) {
      head.live = true;
      process.stdout.write(`\n== ${head.name} (started at ${seconds(head.start - started)})\n`);
      for (const chunk of head.buffer) process.stdout.write(chunk);
      head.buffer = [];
    }
    if (head.code === undefined) return;
    process.stdout.write(
      `== ${head.name}: ${head.code === 0 ? 'passed' : `FAILED (exit ${head.code})`} in ${seconds(head.end - head.start)}\n`,
    );
    order.shift();
  }
}

function run(step) {
  step.start = Date.now();
  step.buffer = [];
  step.output = [];
  order.push(step);
  const child = spawn('npm', step.script, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...color },
    detached: true,
  });
  children.add(child);
  const take = (chunk) => {
    step.output.push(chunk);
    return step.live ? process.stdout.write(chunk) : step.buffer.push(chunk);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  printTurns();
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      step.end = Date.now();
      step.code = code ?? (signal ? 1 : 0);
      if (step.code !== 0) failed = true;
      printTurns();
      resolve();
    });
  });
}

const stop = (signal) => {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  process.exit(1);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const done = new Set();
const running = new Map();
const ready = (step) => step.after.every((name) => done.has(name));
while (done.size + running.size < steps.length || running.size) {
  for (const step of steps) {
    if (failed || running.size >= slots) break;
    if (step.start === undefined && ready(step))
      running.set(
        step.name,
        run(step).then(() => {
          running.delete(step.name);
          done.add(step.name);
        }),
      );
  }
  if (!running.size) break;
  await Promise.race(running.values());
}

process.stdout.write(`\n== steps (${seconds(Date.now() - started)} in all)\n`);
for (const step of steps) {
  const state =
    step.code === undefined ? 'not run' : step.code === 0 ? 'passed' : `FAILED (exit ${step.code})`;
  const when =
    step.start === undefined ? '' : `, ${seconds(step.start - started)} → ${seconds(step.end - started)}`;
  process.stdout.write(`${step.name.padEnd(12)} ${state}${when}\n`);
}
// Why each failed step failed, at most 40 lines each (the whole output is above, where the step ran).
const why =
  /(error|unhandled|fail|✗|×|timed out|timeout|exceeded|ELIFECYCLE|exit code|killed|SIG[A-Z]+|out of memory)/i;
for (const step of steps.filter((s) => s.code !== undefined && s.code !== 0)) {
  // Decoded whole, so a character split between two chunks is read right.
  const lines = stripVTControlCharacters(Buffer.concat(step.output).toString())
    .split('\n')
    .filter((line) => why.test(line));
  process.stdout.write(`\n== why ${step.name} failed (${lines.length} lines name an error; the first 40)\n`);
  // "| " keeps these lines out of .ci/run's sums of "Tests  N passed" and "N failed" lines.
  for (const line of lines.slice(0, 40)) process.stdout.write(`| ${line.slice(0, 300)}\n`);
}
process.exit(failed || steps.some((step) => step.code === undefined) ? 1 : 0);
