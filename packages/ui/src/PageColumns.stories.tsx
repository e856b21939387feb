import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card.tsx';
import { PageColumns } from './PageColumns.tsx';

const meta = {
  title: 'ui/PageColumns',
  component: PageColumns,
  args: {
    children: (
      <>
        <Card title="Penerimaan">
          <p>PNR/JJF-01/2026/11/0001, 10 November 2026, dari UD Jati Makmur.</p>
        </Card>
        <Card title="Dokumen angkutan">
          <p>Nota Angkutan NA-0012345.</p>
        </Card>
      </>
    ),
    aside: (
      <Card title="Riwayat">
        <p>Dibuat oleh unitadmin.</p>
      </Card>
    ),
  },
} satisfies Meta<typeof PageColumns>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: HTMLElement, name: string) =>
  within(canvas).getByRole('region', { name }).getBoundingClientRect();

export const Wide: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The secondary column beside the main one, at the top of the page, narrower.
    const main = box(canvasElement, 'Penerimaan');
    const aside = box(canvasElement, 'Riwayat');
    await expect(aside.left).toBeGreaterThan(main.right);
    await expect(aside.top).toBe(main.top);
    await expect(aside.width).toBeLessThan(main.width);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Under the main column, as wide as it.
    const main = box(canvasElement, 'Dokumen angkutan');
    const aside = box(canvasElement, 'Riwayat');
    await expect(aside.top).toBeGreaterThan(main.bottom);
    await expect(aside.width).toBe(main.width);
  },
};

export const WithoutAside: Story = {
  args: { aside: undefined },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Riwayat' })).toBeNull();
    // No room kept for a column that is not there.
    const main = box(canvasElement, 'Penerimaan');
    const columns = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(main.width).toBe(columns.getBoundingClientRect().width);
  },
};
