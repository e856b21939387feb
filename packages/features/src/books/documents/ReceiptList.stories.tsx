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
    // Party, item, transport document, quantities in the reader's format (whole pieces in the item's own
    // unit, right-aligned in figures of one width) and the status.
    await expect(await within(table).findByText('UD Jati Makmur')).toBeVisible();
    await expect(await within(table).findByText('Log jati A1')).toBeVisible();
    await expect(within(table).getByText('NA-0012345')).toBeVisible();
    await expect(within(table).getByText('12,5000')).toBeVisible();
    await expect(await within(table).findByText('1.250 PCS')).toBeVisible();
    await expect(await within(table).findByText('48 batang')).toBeVisible();
    const volume = within(table).getByRole('columnheader', { name: /Volume/ });
    await expect(getComputedStyle(volume).textAlign).toBe('end');
    await expect(getComputedStyle(within(table).getByText('12,5000').closest('td')!).textAlign).toBe('end');
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
    await expect(await within(table).findByText('1,250 PCS')).toBeVisible();
    await expect(within(table).getByText('Posted')).toBeVisible();
    await expect(within(table).getByText('Cancelled')).toBeVisible();
  },
};

/** At 1440 px the status badges stand on one line, in a column as wide as the badge. */
export const ReceiptsOnAWideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const posted = await within(table).findByText('Dibukukan');
    const badge = posted.parentElement!;
    await expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
    await expect(posted.getClientRects()).toHaveLength(1);
    await expect(await within(table).findByText('48 batang')).toBeVisible();
  },
};

/** On a 390 px phone: the same receipts, each row stacked under its columns' names, no word broken. */
export const ReceiptsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    // Nothing scrolls sideways: every number is in view.
    const region = table.closest('section')!;
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(await within(table).findByText('48 batang')).toBeInTheDocument();
    await expect((await within(table).findByText('Dibukukan')).getClientRects()).toHaveLength(1);
  },
};
