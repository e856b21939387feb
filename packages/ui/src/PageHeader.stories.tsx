import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Narrow } from './internal/StoryFrame.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'ui/PageHeader',
  component: PageHeader,
  args: { title: 'Negara', subtitle: 'Data induk negara tujuan ekspor.' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Negara' }),
    ).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: { actions: <Button>Tambah negara</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Tambah negara' })).toHaveFocus();
  },
};

export const Overflow: Story = {
  args: { title: LONG_ID, subtitle: LONG_ID, actions: <Button>Tambah</Button> },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
