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
    await expect(await screen.findByRole('heading', { level: 1, name: 'Pemasok' })).toBeVisible();
    await expect(await screen.findByText('UD Jati Makmur')).toBeVisible();
    // Without a unit there is no new supplier to add: it needs its unit.
    await expect(screen.queryByRole('link', { name: 'Tambah Pemasok' })).toBeNull();
    const unit = screen.getByRole('combobox', { name: 'Unit usaha' });
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
