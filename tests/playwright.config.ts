import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';

const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  // One directory per layer: Playwright empties its output directory when a run starts, and `npm test` runs
  // the visual and e2e layers side by side.
  outputDir: `../test-results/playwright/${process.env.PW_LAYER ?? 'all'}`,
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
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, viewport: { width: 1024, height: 640 } },
    },
    {
      name: 'e2e',
      testMatch: 'e2e/**/*.spec.ts',
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${E2E_PORT}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  // Only the server the chosen layer needs (PW_LAYER=visual|e2e); both when unset.
  webServer: [
    {
      command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
      layer: 'visual',
    },
    {
      command: `node scripts/serve-e2e.mjs ${E2E_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORT}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe' as const,
      layer: 'e2e',
    },
  ]
    .filter((server) => !process.env.PW_LAYER || server.layer === process.env.PW_LAYER)
    .map(({ layer: _layer, ...server }) => server),
});
