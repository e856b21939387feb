import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './tests/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/backoffice/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          setupFiles: [path.join(root, 'tests/setup-unit.ts')],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          // Every file starts its own server on its own database; a few at a time keeps 2 cores responsive.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // A real server process killed mid-posting and restarted: PostgreSQL only (layer kill-postgres).
          name: 'kill',
          environment: 'node',
          include: ['apps/api/test/**/*.kill.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'fuzz',
          environment: 'node',
          include: ['apps/api/test/fuzz/**/*.fuzz.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the running test.
        optimizeDeps: {
          include: [
            '@tanstack/react-query',
            'i18next',
            'react-i18next',
            'msw',
            '@vlegal/ui > react-aria-components',
            '@vlegal/ui > react-aria',
            '@vlegal/ui > @internationalized/date',
            '@vlegal/ui > @tanstack/react-table',
            '@vlegal/ui > @vanilla-extract/recipes/createRuntimeFn',
            '@vlegal/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vlegal/ui > @vanilla-extract/dynamic',
            '@vlegal/ui > formik',
            '@vlegal/features > yup',
            '@vlegal/features > recharts',
            // Loaded only by a map with a style (PlotMap's story of one).
            '@vlegal/features > maplibre-gl',
          ],
        },
        test: {
          name: 'stories',
          // A story of a long form types field by field, after its page loaded its modules: more than
          // the default 15 s on a busy machine.
          testTimeout: 30_000,
          // Every story file in one page: the modules (React, react-aria, the screens, MSW) load once
          // instead of once per file, which took a third of the layer. Stories share nothing else: each
          // installs its own mock store and query client.
          isolate: false,
          // After each story, its screenshot against the committed baseline (tests/visual/).
          setupFiles: [path.join(root, 'tests/visual/screenshot-story.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
              contextOptions: { locale: 'id-ID', timezoneId: 'Asia/Jakarta' },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                // Every pixel counts; a pixel differs when its colour moved beyond anti-aliasing noise.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 0 },
                screenshotOptions: { animations: 'disabled', caret: 'hide' },
                // One baseline per story id, for the one browser and platform the layer runs on.
                resolveScreenshotPath: ({ arg, ext }) =>
                  path.join(root, 'tests/visual/__screenshots__', `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }) => path.join(root, 'test-results/visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
