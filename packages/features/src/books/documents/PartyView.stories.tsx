import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentViewPage } from './DocumentPages.tsx';
import { installImports, UNIT_ADMIN } from './stories-support.ts';
import { shownDialog } from '@vlegal/ui/shownDialog';

const PATH = '/app/business-unit-import/supplier/1/view';

const meta = {
  title: 'features/books/import/SupplierView',
  component: DocumentViewPage,
  decorators: [withTexts],
  args: {
    kind: 'supplier',
    scope: 'unit',
    id: 1,
    path: PATH,
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
    onDeleted: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installImports(msw);
  },
} satisfies Meta<typeof DocumentViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const CertificatesAndItems: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Rincian Pemasok' })).toBeVisible();
    await expect(await screen.findByText('Hutan rakyat')).toBeVisible();
    // Its certificates, each with its validity, and a new one added below it.
    const certificates = await screen.findByRole('table', { name: /Sertifikat/ });
    await expect(await within(certificates).findByText('SLK-0417/2024')).toBeVisible();
    await expect(within(certificates).getAllByText('Berlaku')[0]).toBeVisible();
    await expect(within(certificates).getByText('Segera berakhir')).toBeVisible();
    await expect(within(certificates).getByText('Kedaluwarsa')).toBeVisible();
    await expect(screen.getByRole('link', { name: /^Tambah Sertifikat/ })).toHaveAttribute(
      'href',
      `${PATH}?record=new`,
    );
    // The raw materials it delivers; no product yet.
    const materials = screen.getByRole('region', { name: 'Bahan baku yang dipasok' });
    await expect(await within(materials).findByText('Log jati A1')).toBeVisible();
    await expect(within(materials).getByText('Kayu gergajian mahoni')).toBeVisible();
    const products = screen.getByRole('region', { name: 'Produk yang dipasok' });
    await expect(await within(products).findByText('Belum ada produk yang ditautkan.')).toBeVisible();
    await expect(within(products).getByRole('link', { name: 'Buat dan tautkan produk' })).toHaveAttribute(
      'href',
      `${PATH}?create=product`,
    );
  },
};

export const LinkRawMaterial: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const materials = await screen.findByRole('region', { name: 'Bahan baku yang dipasok' });
    await expect(await within(materials).findByText('Log jati A1')).toBeVisible();
    const picker = within(materials).getByRole('combobox', { name: 'Tautkan bahan baku unit' });
    await userEvent.type(picker, 'seng');
    await userEvent.click(await body().findByRole('option', { name: 'Log sengon' }));
    await userEvent.click(within(materials).getByRole('button', { name: 'Tautkan' }));
    await expect(await within(materials).findByText('RM-SNG')).toBeVisible();
  },
};

export const UnlinkAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const materials = await screen.findByRole('region', { name: 'Bahan baku yang dipasok' });
    await userEvent.click(await within(materials).findByRole('button', { name: 'Lepaskan Log jati A1' }));
    const dialog = await shownDialog('alertdialog', 'Lepaskan tautan barang');
    await expect(within(dialog).getByText(/Bahan bakunya tetap ada/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lepaskan' }));
    await expect(await screen.findByText('Tautan Log jati A1 telah dilepas.')).toBeVisible();
    await waitFor(() => expect(within(materials).queryByText('RM-JATI-A1')).toBeNull());
    await expect(within(materials).getByText('Kayu gergajian mahoni')).toBeVisible();
  },
};

export const CertificatesInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Supplier details' })).toBeVisible();
    const certificates = await screen.findByRole('table', { name: /certificates/i });
    await expect(await within(certificates).findByText('Expiring soon')).toBeVisible();
    await expect(within(certificates).getByText('Expired')).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Raw materials delivered' })).toBeVisible();
  },
};
