import { enableCompileCache, flushCompileCache } from 'node:module';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { takeErrorLogs } from './error-logs.ts';

// Every test file imports much the same few hundred modules in a process of its own: Node keeps what it
// compiled of them on disk, so the next file reads it instead of compiling again (decision 0109). Saved
// at the end of each file, as a worker may be ended before it exits on its own.
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
