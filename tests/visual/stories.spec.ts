import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

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

test('the built Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root).not.toBeEmpty();
    await page.evaluate(() => document.fonts.ready);
    // Let MSW answers and react-query settle before the picture is taken.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
