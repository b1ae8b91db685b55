import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/**
 * Measures made with a real browser, not tests: `npm run measure` (docs/performance.md). The same server
 * and browser as the tests, one worker so that measures do not share the machine.
 */
export default defineConfig({
  ...config,
  testDir: './measure',
  testMatch: '**/*.measure.ts',
  workers: 1,
  timeout: 600_000,
});
