// Visual regression in the same pass as the stories' play functions: once a story has rendered and its
// play function ended, the page is compared with the story's committed baseline
// (tests/visual/__screenshots__/<story id>.png). One browser run proves both what a screen does and how
// it looks; the comparison waits until two captures agree, so nothing half-painted is compared.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// The capture is the page's body: at least the viewport, so a dialog's backdrop is whole on a short page.
const fullHeight = document.createElement('style');
fullHeight.textContent = 'body { min-height: 100vh; }';
document.head.append(fullHeight);

/**
 * Waits until nothing on the page says it is still loading (a progress bar, a busy region): a play
 * function may end before a part it does not look at has loaded. A story of a loading state stays busy;
 * it is taken as it is after a while.
 */
async function settled(): Promise<void> {
  const busy = () => document.querySelector('[role="progressbar"], [aria-busy="true"]');
  for (const until = Date.now() + 3000; busy() && Date.now() < until; )
    await new Promise((resolve) => setTimeout(resolve, 50));
}

afterEach(async (context) => {
  const { storyId } = context.task.meta as { storyId?: string };
  const story = (context as { story?: { tags: string[] } }).story;
  if (!storyId || story?.tags.includes('no-visual') || context.task.result?.errors?.length) return;
  await settled();
  await document.fonts.ready;
  // A page longer than the viewport is captured whole, as a full-page screenshot would: the viewport
  // grows to it (the next story sets its own viewport again).
  const height = document.documentElement.scrollHeight;
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
  await expect(page).toMatchScreenshot(storyId.replace('--', '__'));
});
