import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './Badge.tsx';
import { DescriptionList } from './DescriptionList.tsx';
import { LONG_ID, LONG_WORD_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';

const meta = {
  title: 'ui/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { id: 'code', term: 'Kode', description: 'ID' },
      { id: 'name', term: 'Nama', description: 'Indonesia' },
      { id: 'status', term: 'Status', description: <StatusBadge intent="success" label="Aktif" /> },
      { id: 'note', term: 'Catatan', description: null },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(4);
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(4);
    await expect(within(canvasElement).getByText('—')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { items: [] } };

export const Overflow: Story = {
  args: { items: [{ id: 'x', term: LONG_ID, description: `${LONG_ID} ${LONG_WORD_ID}` }] },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
