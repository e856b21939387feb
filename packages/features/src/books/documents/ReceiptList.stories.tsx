import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentListPage } from './DocumentPages.tsx';
import { installImports, UNIT_ADMIN } from './stories-support.ts';

const meta = {
  title: 'features/books/import/ReceiptList',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'importMaterial',
    scope: 'unit',
    search: {},
    authorities: UNIT_ADMIN,
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

export const Receipts: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Penerimaan Kayu' })).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('PNR/JJF-01/2026/11/0001')).toBeVisible();
    // Party, item, transport document, quantities in the reader's format and the status.
    await expect(await within(table).findByText('UD Jati Makmur')).toBeVisible();
    await expect(await within(table).findByText('Log jati A1')).toBeVisible();
    await expect(within(table).getByText('NA-0012345')).toBeVisible();
    await expect(within(table).getByText('12,5000')).toBeVisible();
    await expect(within(table).getByText('1.250,00')).toBeVisible();
    await expect(within(table).getByText('Dibukukan')).toBeVisible();
    await expect(within(table).getByText('Dibatalkan')).toBeVisible();
    await expect(await within(table).findByText(/CV Ukir Mulia/)).toBeVisible();
    // The unit is the page's, no choice; status and party are.
    await expect(screen.queryByRole('combobox', { name: /Unit usaha/ })).toBeNull();
    await expect(screen.getByRole('combobox', { name: 'Pemasok' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Tambah Penerimaan Kayu' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/import-material/new',
    );
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Dibatalkan' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'CANCELLED' })),
    );
  },
};

export const ReceiptsInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Timber receipts' })).toBeVisible();
    const table = await screen.findByRole('table');
    await expect(await within(table).findByText('PNR/JJF-01/2026/11/0001')).toBeVisible();
    await expect(within(table).getByText('12.5000')).toBeVisible();
    await expect(within(table).getByText('1,250.00')).toBeVisible();
    await expect(within(table).getByText('Posted')).toBeVisible();
    await expect(within(table).getByText('Cancelled')).toBeVisible();
  },
};
