import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// A freshly seeded database for every run.
// Made once in the main process; the workers inherit it, so tests can read the server's outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'foro-e2e-')));
// Chromium's headless shell, as Playwright runs headless tests by default (decision 0132).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// The OpenID provider the portal signs in through (e2e/oidc-provider.ts, docs/decisions/0083-oidc-sign-in.md).
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 10000);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One worker per core of CI's two: a third gave no more tests a minute on a slower machine and ended
  // tests by their time limit (docs/decisions/0123-two-browser-workers-in-ci-again.md).
  workers: process.env.CI ? 2 : undefined,
  // CI runs on a shared two-core machine where a sign-in (password hashing) and a page's on-demand code can
  // take longer than Playwright's 5 s default. One retry there: a test that fails twice still fails the run,
  // and the list reporter names every test that needed the second try as "flaky".
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A test that needs more sets its own limit, at most three times its measured time in CI mode
  // (docs/decisions/0101-browser-tests-keep-what-a-browser-shows.md).
  timeout: 45_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node oidc-provider.ts',
      url: `http://localhost:${OIDC_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(OIDC_PORT), PORTAL_URL: `http://localhost:${PORT}` },
    },
    {
      // The built server, as `npm start` runs it (`npm run test:e2e` builds it first).
      command: 'node ../apps/server/dist/start.js',
      url: `http://localhost:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        SIGNIN_RATE_LIMIT: '1000',
        DATABASE_URL: '',
        // Visitor pages prerendered (docs/decisions/0055-prerendered-visitor-pages.md), as served by default;
        // PRERENDER=0 runs the tests against empty shells the browser draws.
        PRERENDER: process.env.PRERENDER === '0' ? '0' : '1',
        // A member's pages drawn for them however busy the shared test machine keeps the server (decision 0108).
        DRAW_BELOW_BUSY: '1',
        // Open live pages counted for attendance every 2 s, not every minute (a minute still counts once):
        // a test sees a minute counted without waiting for one (decision 0133).
        ATTENDANCE_TICK_SECONDS: '2',
        PUBLIC_URL: `http://localhost:${PORT}`,
        OIDC_ISSUER: `http://localhost:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'foro-e2e',
        OIDC_CLIENT_SECRET: 'e2e-client-secret',
        OIDC_NAME: 'Cuenta Educa',
      },
    },
  ],
});
