import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatusBadge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { FactList } from './FactList.tsx';
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

/** A record's header: its kind over its number, its state beside it, what it allows, and its key facts. */
export const Record: Story = {
  args: {
    kicker: 'Penerimaan Kayu',
    title: 'PNR/JJF-01/2026/11/0001',
    subtitle: undefined,
    status: <StatusBadge intent="success" label="Dibukukan" />,
    actions: (
      <Button intent="danger" variant="outline">
        Batalkan penerimaan
      </Button>
    ),
    details: (
      <FactList
        facts={[
          { id: 'date', label: 'Tanggal penerimaan', value: '10 November 2026' },
          { id: 'supplier', label: 'Pemasok', value: 'UD Jati Makmur' },
          { id: 'volume', label: 'Volume (m³)', value: '12,5000' },
          { id: 'pieces', label: 'Jumlah batang/keping', value: '48 batang' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The kind is part of the heading's name; the state and the facts are not.
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Penerimaan Kayu PNR/JJF-01/2026/11/0001' }),
    ).toBeVisible();
    await expect(screen.getByText('Dibukukan')).toBeVisible();
    await expect(screen.getAllByRole('term')).toHaveLength(4);
    await expect(screen.getByText('48 batang')).toBeVisible();
  },
};

export const RecordOnAPhone: Story = {
  ...Record,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
