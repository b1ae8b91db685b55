import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { giveBackAfterBusy, mallocTrim } from './memory-give-back.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A check run over the given utilisations, one per check: which checks collected. */
function run(utilisations: number[]) {
  const at: number[] = [];
  let i = 0;
  const check = giveBackAfterBusy({ collect: () => at.push(i), utilisation: () => utilisations[i]! });
  for (; i < utilisations.length; i++) check();
  return at;
}

describe('memory given back after a busy period', () => {
  it('collects once, after a busy check and two quiet ones in a row', () => {
    expect(run([0.01, 0.6, 0.9, 0.01, 0.02, 0.01, 0.01, 0.01])).toEqual([4]);
  });

  it('never collects in a process that was never busy', () => {
    expect(run([0.01, 0.03, 0.01, 0.1, 0.01, 0.01])).toEqual([]);
  });

  it('waits while the process is neither busy nor quiet, and again after each busy period', () => {
    expect(run([0.5, 0.01, 0.1, 0.01, 0.01, 0.3, 0.01, 0.01])).toEqual([4, 7]);
  });

  it('gives back the pages an ordinary collection keeps', () => {
    // In a process of its own, as npm start runs it: the heap grows by ~55 MB of short-lived objects.
    const script = `
      import fs from 'node:fs';
      import { lastResortCollection } from ${JSON.stringify(path.join(import.meta.dirname, 'memory-give-back.ts'))};
      const anon = () => Number(/RssAnon:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
      let kept = [];
      for (let i = 0; i < 300000; i++) kept.push({ a: i, b: 'x' + i, c: [i, i] });
      kept = null;
      globalThis.gc();
      globalThis.gc();
      const afterOrdinary = anon();
      lastResortCollection()();
      console.log(JSON.stringify({ afterOrdinary, afterLastResort: anon() }));
    `;
    const out = execFileSync(
      process.execPath,
      ['--max-semi-space-size=8', '--expose-gc', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    const { afterOrdinary, afterLastResort } = JSON.parse(out) as {
      afterOrdinary: number;
      afterLastResort: number;
    };
    expect(afterOrdinary - afterLastResort).toBeGreaterThan(15);
  });

  it.runIf(mallocTrim() !== null)('gives back the free pages glibc keeps in the middle of its heap', () => {
    // 200,000 native buffers freed but one in 500 kept: the free chunks sit between live ones, which
    // glibc does not give back by itself, even after V8 has collected every buffer.
    const script = `
      import fs from 'node:fs';
      import { lastResortCollection, memoryGiveBack } from ${JSON.stringify(path.join(import.meta.dirname, 'memory-give-back.ts'))};
      const anon = () => Number(/RssAnon:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
      let made = [];
      for (let i = 0; i < 200000; i++) made.push(Buffer.allocUnsafeSlow(300 + (i % 7) * 50));
      const kept = made.filter((_, i) => i % 500 === 0);
      made = null;
      lastResortCollection()();
      lastResortCollection()();
      const afterCollection = anon();
      memoryGiveBack()();
      console.log(JSON.stringify({ afterCollection, afterTrim: anon(), kept: kept.length }));
    `;
    const out = execFileSync(
      process.execPath,
      ['--max-semi-space-size=8', '--expose-gc', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    const { afterCollection, afterTrim } = JSON.parse(out) as { afterCollection: number; afterTrim: number };
    expect(afterCollection - afterTrim).toBeGreaterThan(50);
  });

  it('is started with the collection exposed, as npm start and the container run the server', () => {
    // Without --expose-gc the server cannot give V8's pages back (lastResortCollection answers null).
    const start = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts.start;
    expect(start.split(/\s+/)).toContain('--expose-gc');
    const cmd = fs
      .readFileSync(path.join(serverDir, '../../Dockerfile'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    expect(JSON.parse(cmd!.slice(4))).toContain('--expose-gc');
  });
});
