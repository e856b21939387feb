import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { Narrow } from './internal/StoryFrame.tsx';
import { LONG_ID, LONG_WORD_ID } from './internal/storyText.ts';

const meta = {
  title: 'ui/Card',
  component: Card,
  args: {
    title: 'Unit usaha',
    children: <p>PT Kayu Jaya, Samarinda.</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Unit usaha' })).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="outline">
        Ubah
      </Button>
    ),
    footer: <Button>Simpan</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Ubah' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Simpan' })).toHaveFocus();
  },
};

export const Untitled: Story = { args: { title: undefined } };

export const Overflow: Story = {
  args: { title: LONG_ID, children: <p>{LONG_WORD_ID}</p> },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
