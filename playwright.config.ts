import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { PAGE_BROWSER } from './e2e/support/browsers.ts';
import { appOrigin, appPort } from './e2e/support/ports.ts';

const launchOptions = {
  executablePath: PAGE_BROWSER,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two workers at least, so the phone and desktop projects run side by side even on two cores (Playwright's
  // default is half the cores: one): each test mostly waits on the browser and the server, not its own CPU.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // One retry everywhere, `.ci/run` included: a test that passes only on its second try is listed as flaky
  // at the end of the run (e2e/support/flaky-reporter.ts), but one timing flake no longer fails the whole run.
  retries: 1,
  reporter: [['list'], ['./e2e/support/flaky-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: appOrigin,
    // A trace of the retry alone: recording one for every test (to keep the failures') cost a sixth of the
    // run's CPU, and a test that fails twice leaves the second trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    url: `${appOrigin}/api/health`,
    env: { E2E_PORT: String(appPort) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
