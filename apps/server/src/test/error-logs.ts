import { Writable } from 'node:stream';

/**
 * Error-level lines the server logged during the current test. The suite's setup fails a test that
 * leaves any here, so a 500 (or a swallowed failure that logs) cannot pass unseen; a test that means
 * to provoke one takes it with `takeErrorLogs()` and checks it.
 */
const pending: string[] = [];

/** A log stream for test apps: keeps error-level (and worse) lines for the current test. */
export function errorLogStream(): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      try {
        if ((JSON.parse(line) as { level?: number }).level! >= 50) pending.push(line);
      } catch {
        pending.push(line);
      }
      done();
    },
  });
}

/** Returns and forgets the error lines logged so far in this test. */
export function takeErrorLogs(): string[] {
  return pending.splice(0);
}
