import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { deadOnThisMachine } from './job-worker.ts';

/** Issue 35, item 10: which lockers a restarted process may take jobs back from at once. */
describe('a dead worker of this machine', () => {
  const host = hostname().slice(0, 40);
  const self = `${host}:${process.pid}:abcdef`;

  it('is an earlier life of this pid, or a pid of this machine that no longer runs', () => {
    expect(deadOnThisMachine(`${host}:${process.pid}:zyxwvu`, self)).toBe(true);
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    expect(deadOnThisMachine(`${host}:${gone}:zyxwvu`, self)).toBe(true);
  });

  it('is never this worker, a running process, another machine or an id it cannot read', () => {
    expect(deadOnThisMachine(self, self)).toBe(false);
    expect(deadOnThisMachine(`${host}:${process.ppid}:zyxwvu`, self)).toBe(false);
    expect(deadOnThisMachine(`otra-maquina-${host}:999999:zyxwvu`, self)).toBe(false);
    expect(deadOnThisMachine(`${host}:no-es-un-pid:zyxwvu`, self)).toBe(false);
  });
});
