import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Narrow } from './internal/StoryFrame.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { withUi } from './internal/withUi.tsx';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'ui/ProgressBar',
  component: ProgressBar,
  decorators: [withUi],
  args: { label: 'Unggah berkas', value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Unggah berkas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const Steps: Story = {
  args: { label: 'Registrasi', value: 2, minValue: 0, maxValue: 3, valueLabel: 'Langkah 2 dari 3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'Langkah 2 dari 3',
    );
  },
};

/** Indeterminate: something is loading (the animation stops under reduced motion). */
export const Loading: Story = {
  args: { value: undefined, label: 'Memuat…' },
  parameters: { chromatic: { pauseAnimationAtEnd: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, value: 100 },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
