import { defineConfig, devices } from '@playwright/test';
import { baseURL, repoRoot } from './e2e/support/env';

// Journeys run in Debian's Chromium (never a downloaded browser) against one server started by
// e2e/serve.ts: the built web app and the API on one origin, plus a fake OpenID Provider.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // One retry in CI only: a journey that passes on its retry is reported "flaky" in the list (and
  // counted in the closing line), to be mended, rather than failing a landing on this 2-core machine's
  // slow spells. A journey that fails twice still fails. Locally, no retry.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    ...devices['Desktop Chrome'],
    // Dialogs and toasts fade in (motion-safe): axe caught a dialog's button mid-fade and measured
    // its half-transparent text as too faint. Journeys test what a page shows, not its motion.
    reducedMotion: 'reduce',
    // The app's service worker (decision 0027) answers navigations and API reads itself, which
    // page.route() does not see, and precaches the whole app in every new context: journeys run
    // without it, except offline.spec.ts, which is about it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/web/e2e/serve.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
