import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';

const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/playwright/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json']],
  // A missing baseline fails in CI instead of being written silently.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixels: 0 } },
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  use: {
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'e2e',
      testMatch: 'e2e/**/*.spec.ts',
      workers: 1,
      // The app and its API share the cores with another layer of `npm test`: a full page load (the
      // metrics page with its charts) may take longer than Playwright's defaults.
      timeout: 60_000,
      expect: { timeout: 10_000 },
      use: { baseURL: `http://127.0.0.1:${E2E_PORT}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node scripts/serve-e2e.mjs ${E2E_PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
