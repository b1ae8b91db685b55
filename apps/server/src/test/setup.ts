import { enableCompileCache, flushCompileCache } from 'node:module';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { takeErrorLogs } from './error-logs.ts';

// Each worker imports the app's few hundred modules once (the files of a worker share its process,
// decision 0131): Node keeps what it compiled of them on disk, so the other worker and the next run read
// it instead of compiling again (decision 0109). Saved at the end of each file, as a worker may be ended
// before it exits on its own.
enableCompileCache();
afterAll(() => flushCompileCache());

// A stray console.error is a defect the test should show, not hide.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length)
    throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});

// An error the server logged (a 500 nobody asserted, a failure it swallowed) fails the test too.
afterEach(() => {
  const logged = takeErrorLogs();
  if (logged.length) throw new Error(`the server logged an error:\n${logged.join('')}`);
});
// …and one logged after a file's last test, as its apps close, fails that file: the next file in the
// same process does not inherit it. (This hook runs after the file's own.)
afterAll(() => {
  const logged = takeErrorLogs();
  if (logged.length) throw new Error(`the server logged an error after the last test:\n${logged.join('')}`);
});
