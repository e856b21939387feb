import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentListPage } from './DocumentPages.tsx';
import { ADMIN, installImports } from './stories-support.ts';

const meta = {
  title: 'features/books/import/AdminMirror',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'supplier',
    scope: 'admin',
    search: {},
    authorities: ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installImports(msw);
  },
} satisfies Meta<typeof DocumentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryUnit: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Pemasok (semua unit)' }),
    ).toBeVisible();
    await expect(await screen.findByText('UD Jati Makmur')).toBeVisible();
    // Without a unit there is no new supplier to add: it needs its unit.
    await expect(screen.queryByRole('link', { name: 'Tambah Pemasok' })).toBeNull();
    // Rows of every unit name their unit first; the unit picker is the first control.
    await expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Unit usaha');
    const supplier = screen.getByText('UD Jati Makmur').closest('tr')!;
    await expect(await within(supplier).findByText('JJF-01 – Pabrik Tahunan')).toBeVisible();
    const unit = screen.getByRole('combobox', { name: 'Unit usaha' });
    await expect(screen.getAllByRole('combobox')[0]).toBe(unit);
    await userEvent.type(unit, 'JJF');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'JJF-01 – Pabrik Tahunan' }),
    );
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ businessUnitId: '1' })),
    );
  },
};

export const OneUnit: Story = {
  args: { search: { businessUnitId: '1' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('UD Jati Makmur')).toBeVisible();
    // One unit's rows: the page's title and columns, without the unit's.
    await expect(screen.getByRole('heading', { level: 1, name: 'Pemasok' })).toBeVisible();
    await expect(screen.getAllByRole('columnheader')[0]).not.toHaveTextContent('Unit usaha');
    await expect(screen.getByRole('link', { name: 'Tambah Pemasok' })).toHaveAttribute(
      'href',
      '/app/admin-import/supplier-admin/new/1',
    );
  },
};

export const OneUnitInEnglish: Story = {
  args: { search: { businessUnitId: '1' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    await expect(await screen.findByText('UD Jati Makmur')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Business unit' })).toBeVisible();
  },
};
