import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom lays nothing out, so it has no scrolling: screens that scroll a list or a post into view
// (the thread's pages, a published reply) get the browser's methods as no-ops; the browser tests
// check the scrolling itself.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// findBy… waits for a screen's data and lazy parts; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 5_000 });

let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length)
    throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`);
});
