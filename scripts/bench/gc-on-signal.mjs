// Preloaded into the portal by benchmark sections that measure memory (`node --expose-gc --import
// this-file`), never by the portal itself. On SIGWINCH (ignored by default, and not one of the signals
// the portal's graceful close takes as a request to stop, as it does SIGUSR2) the process collects its
// garbage, so that resident memory read afterwards is what it holds rather than what it has not swept
// yet, then writes `process.memoryUsage()` to BENCH_GC_REPORT (a file path; the section waits for it).
// With BENCH_HEAP_SNAPSHOT_DIR set it also writes a heap snapshot there (to find what a measure holds).
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

process.on('SIGWINCH', () => {
  // Twice: objects freed by the first collection's finalisers go in the second.
  globalThis.gc?.();
  globalThis.gc?.();
  const dir = process.env.BENCH_HEAP_SNAPSHOT_DIR;
  if (dir) v8.writeHeapSnapshot(path.join(dir, `portal-${process.pid}-${Date.now()}.heapsnapshot`));
  const report = process.env.BENCH_GC_REPORT;
  if (report) {
    fs.writeFileSync(`${report}.tmp`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${report}.tmp`, report);
  }
});
