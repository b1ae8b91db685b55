import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates (and seeds) the test apps' databases once for the run (src/test/templates.ts).
    globalSetup: ['src/test/templates.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
