import { afterEach, beforeEach, vi } from 'vitest';

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
