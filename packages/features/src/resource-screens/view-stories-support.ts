/**
 * What the stories of a record's view check of its layout: the header's key facts, and where the side
 * panel stands (beside the record on a wide screen, under it on a phone).
 */
import { expect, waitFor, within } from 'storybook/test';

/** A text with its spaces plain (ICU puts no-break spaces in "Rp 6.800.000,00" and "9:15 AM"). */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** The header's facts as `label → value` (a header fact is a term in a group of its own, unlike a section's). */
export function headerFacts(canvas: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(canvas)
      .queryAllByRole('term')
      .filter((term) => term.parentElement?.tagName === 'DIV')
      .map((term) => [term.textContent ?? '', plain(term.nextElementSibling?.textContent ?? '')]),
  );
}

/** Waits until the header states exactly these facts (names of referenced rows load after the row). */
export async function expectHeaderFacts(canvas: HTMLElement, facts: Record<string, string>) {
  await waitFor(() => expect(headerFacts(canvas)).toEqual(facts));
}

/** The record's title and the state shown beside it. */
export async function expectTitle(canvas: HTMLElement, name: string, state?: string) {
  const heading = await within(canvas).findByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  // The state follows a step once the row is read again.
  if (state) await waitFor(() => expect(heading.parentElement).toHaveTextContent(state));
  return heading;
}

/** A region by its name, or an element itself (an untitled section). */
const box = (canvas: HTMLElement, part: string | HTMLElement) =>
  (typeof part === 'string'
    ? within(canvas).getByRole('region', { name: part })
    : part
  ).getBoundingClientRect();

/** The side panel's first card stands beside the record's first section, at its top, on a wide screen. */
export async function expectPanelBeside(canvas: HTMLElement, main: string | HTMLElement, panel: string) {
  const record = box(canvas, main);
  const side = box(canvas, panel);
  await expect(side.left).toBeGreaterThan(record.right);
  await expect(side.top).toBe(record.top);
}

/** On a phone, the side panel comes under the record, as wide as it. */
export async function expectPanelBelow(canvas: HTMLElement, main: string | HTMLElement, panel: string) {
  const record = box(canvas, main);
  const side = box(canvas, panel);
  await expect(side.top).toBeGreaterThan(record.bottom);
  await expect(side.width).toBe(record.width);
}

/** The events of the record's history, each as its text (what, who, when, why), its spaces plain. */
export function trailEvents(canvas: HTMLElement, title: string): string[] {
  const trail = within(canvas).getByRole('region', { name: title });
  return within(trail)
    .getAllByRole('listitem')
    .map((event) => plain(event.textContent ?? ''));
}

/** Viewports of the stories of a view. */
export const WIDE = { viewport: { value: 'desktop', isRotated: false } } as const;
export const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/** A story of a view: its play is given at least the canvas (declared as a method, so any story's play fits). */
interface ViewStory {
  play?(context: { canvasElement: HTMLElement }): unknown;
}

/** The same view story at 1440 px: all it checks, and the side panel beside the record's `main` section. */
export function onAWideScreen<Story extends ViewStory>(story: Story, main: string, panel = 'Terkait'): Story {
  return {
    ...story,
    globals: WIDE,
    async play(context: { canvasElement: HTMLElement }) {
      await story.play?.(context);
      await expectPanelBeside(context.canvasElement, main, panel);
    },
  };
}

/** The same view story on a 390 px phone: all it checks, and the side panel under the record's section. */
export function onAPhone<Story extends ViewStory>(story: Story, main: string, panel = 'Terkait'): Story {
  return {
    ...story,
    globals: PHONE,
    async play(context: { canvasElement: HTMLElement }) {
      await story.play?.(context);
      await expectPanelBelow(context.canvasElement, main, panel);
    },
  };
}
