import { defineConfig } from '@playwright/test';
import config from './playwright.config';

/**
 * Measures made with a real browser, not tests: `npm run measure` (docs/performance.md). The same server
 * as the tests, one worker so that measures do not share the machine, and the Chromium a person runs
 * (the tests run its lighter headless shell, decision 0132).
 */
export default defineConfig({
  ...config,
  use: {
    ...config.use,
    launchOptions: {
      ...config.use?.launchOptions,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
  },
  testDir: './measure',
  testMatch: '**/*.measure.ts',
  workers: 1,
  timeout: 600_000,
});
