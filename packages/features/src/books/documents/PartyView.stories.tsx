import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import {
  expectHeaderFacts,
  expectPanelBeside,
  expectPanelBelow,
  expectTitle,
  PHONE,
  trailEvents,
  WIDE,
} from '../../resource-screens/view-stories-support.ts';
import { DocumentViewPage } from './DocumentPages.tsx';
import type { PartyViewSearch } from './paths.ts';
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
    await expectTitle(canvasElement, 'Pemasok UD Jati Makmur');
    await expectHeaderFacts(canvasElement, {});
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
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
    ]);
  },
};

/** At 1440 px the items it delivers and its history stand beside its details and certificates. */
export const CertificatesAndItemsOnAWideScreen: Story = {
  ...CertificatesAndItems,
  globals: WIDE,
  play: async (context) => {
    await CertificatesAndItems.play?.(context);
    const details = within(context.canvasElement).getAllByText('Hutan rakyat')[0]?.closest('section');
    await expectPanelBeside(context.canvasElement, details as HTMLElement, 'Bahan baku yang dipasok');
  },
};

/** On a phone they come under the certificates. */
export const CertificatesAndItemsOnAPhone: Story = {
  ...CertificatesAndItems,
  globals: PHONE,
  play: async (context) => {
    await CertificatesAndItems.play?.(context);
    const screen = within(context.canvasElement);
    const certificates = screen.getByRole('table', { name: /Sertifikat/ }).getBoundingClientRect();
    const materials = screen.getByRole('region', { name: 'Bahan baku yang dipasok' }).getBoundingClientRect();
    await expect(materials.top).toBeGreaterThan(certificates.bottom);
    const details = screen.getAllByText('Hutan rakyat')[0]?.closest('section');
    await expectPanelBelow(context.canvasElement, details as HTMLElement, 'Bahan baku yang dipasok');
  },
};

/** Create-and-link opens its form in the main column, where its fields have room, and takes the focus. */
export const CreateAndLinkRawMaterial: Story = {
  // The address's state of a party's page, which the view's page passes on as it is.
  args: { search: { create: 'rawMaterial' } as PartyViewSearch },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const form = await screen.findByRole('heading', { level: 2, name: 'Tambah Bahan baku' });
    await expect(form).toBeVisible();
    await waitFor(() => expect(document.activeElement?.contains(form)).toBe(true));
    // The way in is not offered twice; the other kind's still is.
    const materials = screen.getByRole('region', { name: 'Bahan baku yang dipasok' });
    await expect(within(materials).queryByRole('link', { name: 'Buat dan tautkan bahan baku' })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Buat dan tautkan produk' })).toBeVisible();
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
    await expectTitle(canvasElement, 'Supplier UD Jati Makmur');
    const certificates = await screen.findByRole('table', { name: /certificates/i });
    await expect(await within(certificates).findByText('Expiring soon')).toBeVisible();
    await expect(within(certificates).getByText('Expired')).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Raw materials delivered' })).toBeVisible();
  },
};
