import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LONG_ID, LONG_WORD_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';
import { Timeline } from './Timeline.tsx';

const meta = {
  title: 'ui/Timeline',
  component: Timeline,
  args: {
    label: 'Riwayat',
    events: [
      {
        id: 'created',
        title: 'Dibuat',
        by: 'oleh unitadmin',
        time: { text: '10 November 2026 pukul 09.15', iso: '2026-11-10T02:15:00Z' },
      },
      {
        id: 'changed',
        title: 'Terakhir diubah',
        by: 'oleh admin',
        time: { text: '11 November 2026 pukul 14.02', iso: '2026-11-11T07:02:00Z' },
        intent: 'info',
      },
      {
        id: 'cancelled',
        title: 'Dibatalkan',
        by: 'oleh unitadmin',
        time: { text: '13 November 2026 pukul 09.30', iso: '2026-11-13T02:30:00Z' },
        detail: 'Alasan: Jumlah batang salah ketik',
        intent: 'danger',
      },
    ],
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Riwayat' });
    const events = within(list).getAllByRole('listitem');
    // Oldest first, each with who and when (a machine-readable moment) and, for a cancellation, why.
    await expect(events.map((event) => event.querySelector('p')?.textContent)).toEqual([
      'Dibuat',
      'Terakhir diubah',
      'Dibatalkan',
    ]);
    await expect(events[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-10T02:15:00Z');
    await expect(within(events[2]!).getByText('Alasan: Jumlah batang salah ketik')).toBeVisible();
  },
};

export const OneEvent: Story = {
  args: { events: [{ id: 'created', title: 'Dibuat', by: 'oleh unitadmin' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(canvasElement).queryByRole('time')).toBeNull();
  },
};

export const Overflow: Story = {
  args: {
    events: [
      { id: 'a', title: LONG_ID, by: LONG_WORD_ID, detail: LONG_ID },
      { id: 'b', title: LONG_WORD_ID, time: { text: LONG_ID, iso: '2026-11-13T02:30:00Z' } },
    ],
  },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
  play: async ({ canvasElement }) => {
    // Long words break inside the frame rather than widen it.
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
