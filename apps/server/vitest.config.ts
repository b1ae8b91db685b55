import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates (and seeds) the test apps' databases once for the run (src/test/templates.ts).
    globalSetup: ['src/test/templates.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Test files are imported by Node itself, which strips the types as `npm run dev` does, rather than
    // transformed and evaluated by Vite's module runner: with Node's compile cache (test/setup.ts) each
    // file's import of the app costs about half as much (decision 0109). No test mocks a module.
    experimental: { viteModuleRunner: false, nodeLoader: false },
    // The files of a worker share its process: the app's modules are imported once per worker, not once
    // per file (import time 208 s → 8 s over a CI run, decision 0131). What a file leaves behind that the
    // next could trip on is cleared or checked by test/setup.ts; no test changes process.env.
    isolate: false,
  },
});
