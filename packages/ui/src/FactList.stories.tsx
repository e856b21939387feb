import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactList } from './FactList.tsx';
import { LONG_ID, LONG_WORD_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';

const meta = {
  title: 'ui/FactList',
  component: FactList,
  args: {
    facts: [
      { id: 'date', label: 'Tanggal penjualan', value: '19 November 2026' },
      { id: 'buyer', label: 'Pembeli', value: 'CV Mebel Sejahtera' },
      { id: 'volume', label: 'Jumlah volume (m³)', value: '0,8000' },
      { id: 'value', label: 'Jumlah nilai', value: 'Rp 6.800.000,00' },
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Each value under its label, read as a term and its definition.
    await expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Tanggal penjualan',
      'Pembeli',
      'Jumlah volume (m³)',
      'Jumlah nilai',
    ]);
    await expect(screen.getAllByRole('definition')[3]).toHaveTextContent('Rp 6.800.000,00');
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Two facts to a row: the third starts a row of its own, under the first.
    const [first, , third] = within(canvasElement).getAllByRole('term');
    await expect(third!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
  },
};

export const Overflow: Story = {
  args: {
    facts: [
      { id: 'a', label: LONG_ID, value: LONG_WORD_ID },
      { id: 'b', label: 'Pemasok', value: LONG_ID },
    ],
  },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
