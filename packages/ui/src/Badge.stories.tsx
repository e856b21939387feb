import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, StatusBadge } from './Badge.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';
import { Inline, Stack } from './Layout.tsx';

const meta = { title: 'ui/Badge', component: Badge, args: { children: '12' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Intents: Story = {
  render: () => (
    <Inline>
      <Badge>Netral</Badge>
      <Badge intent="primary">Utama</Badge>
      <Badge intent="info">Info</Badge>
      <Badge intent="success">Sukses</Badge>
      <Badge intent="warning">Peringatan</Badge>
      <Badge intent="danger">Bahaya</Badge>
    </Inline>
  ),
};

export const Status: Story = {
  render: () => (
    <Stack gap="sm" align="flex-start">
      <StatusBadge intent="neutral" label="Draf" />
      <StatusBadge intent="info" label="Diajukan" />
      <StatusBadge intent="success" label="Disetujui" />
      <StatusBadge intent="danger" label="Ditolak" />
      <StatusBadge intent="warning" label="Menunggu perbaikan" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Disetujui')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('○');
  },
};

export const Overflow: Story = {
  render: () => (
    <Narrow>
      <StatusBadge intent="warning" label={LONG_ID} />
    </Narrow>
  ),
};
