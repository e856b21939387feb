import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/** Every story of the built Storybook, screenshotted and compared with its committed baseline. */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');
const entries: IndexEntry[] = existsSync(indexFile)
  ? Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries as Record<string, IndexEntry>)
  : [];
const stories = entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

// One preview page per worker; stories are switched through Storybook's channel, as its test-runner
// does, instead of reloading the whole preview for each story.
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ viewport: { width: 1024, height: 640 } });
      await page.goto('/iframe.html?viewMode=story&id=__none__');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await use(page);
      await page.close();
    },
    // The first load compiles nothing but fetches the whole preview bundle: slow on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
});

async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          on(e: string, f: (x: unknown) => void): void;
          off(e: string, f: (x: unknown) => void): void;
          emit(e: string, x: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const failures = [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const done = () => {
          cleanup();
          resolve();
        };
        const fail = (error: unknown) => {
          cleanup();
          reject(new Error(`story ${id} failed: ${JSON.stringify(error)}`));
        };
        const cleanup = () => {
          channel.off('storyRendered', done);
          for (const event of failures) channel.off(event, fail);
        };
        channel.on('storyRendered', done);
        for (const event of failures) channel.on(event, fail);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  await page.evaluate(() => document.fonts.ready);
}

test('the built Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview }) => {
    await showStory(preview, story.id);
    await expect(preview).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
