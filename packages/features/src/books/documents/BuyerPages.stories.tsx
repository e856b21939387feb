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
import { DocumentFormPage, DocumentListPage, DocumentViewPage } from './DocumentPages.tsx';
import { ADMIN, installSales, UNIT_ADMIN } from './stories-support.ts';

/** A unit's buyers (business-unit-sales/buyer) and the administrators' mirror (admin-sales/buyer-admin). */
const meta = {
  title: 'features/books/sales/Buyers',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'buyer',
    scope: 'unit',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installSales(msw);
  },
} satisfies Meta<typeof DocumentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const List: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Pembeli' })).toBeVisible();
    await expect(await screen.findByText('CV Mebel Sejahtera')).toBeVisible();
    await expect(screen.getByText('Gartenmöbel Hoffmann GmbH')).toBeVisible();
    await expect(screen.getAllByText('Luar negeri').length).toBeGreaterThan(0);
    await expect(screen.getByRole('link', { name: 'Tambah Pembeli' })).toHaveAttribute(
      'href',
      '/app/business-unit-sales/buyer/new',
    );
  },
};

export const MirrorOfAUnitInEnglish: Story = {
  args: { scope: 'admin', authorities: ADMIN, search: { businessUnitId: '1' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Buyers' })).toBeVisible();
    await expect(await screen.findByText('Gartenmöbel Hoffmann GmbH')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'New Buyer' })).toHaveAttribute(
      'href',
      '/app/admin-sales/buyer-admin/new/1',
    );
  },
};

export const NewForeignBuyer: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'buyer', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Pembeli' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Tuinmeubelen Jansen BV');
    await userEvent.click(screen.getByRole('button', { name: /Jenis pembeli/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Luar negeri' }));
    await userEvent.type(screen.getByRole('combobox', { name: /Negara/ }), 'Jer');
    await userEvent.click(await body().findByRole('option', { name: /Jerman/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Tuinmeubelen Jansen BV',
          buyerType: 'FOREIGN',
          countryId: 2,
          businessUnitId: 1,
        }),
      ),
    );
  },
};

export const View: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: {
    kind: 'buyer',
    scope: 'unit',
    id: 1,
    path: '/app/business-unit-sales/buyer/1/view',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
    onDeleted: fn(),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // A party, not a document: its name heads it, under what it is; no date, party or totals to state.
    await expectTitle(canvasElement, 'Pembeli CV Mebel Sejahtera');
    await expectHeaderFacts(canvasElement, {});
    await expect(screen.getByText('Dalam negeri')).toBeVisible();
    await expect(await screen.findByText(/Indonesia/)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah' })).toHaveAttribute(
      'href',
      '/app/business-unit-sales/buyer/1/edit',
    );
    await expect(trailEvents(canvasElement, 'Riwayat')).toEqual([
      'Dibuatoleh unitadmin · 10 November 2026 pukul 09.15',
    ]);
  },
};

/** The buyer's details with its history beside them. */
export const ViewOnAWideScreen: StoryObj<typeof DocumentViewPage> = {
  ...View,
  globals: WIDE,
  play: async (context) => {
    await View.play?.(context);
    const details = within(context.canvasElement).getByText('Dalam negeri').closest('section');
    await expectPanelBeside(context.canvasElement, details as HTMLElement, 'Riwayat');
  },
};

export const ViewOnAPhone: StoryObj<typeof DocumentViewPage> = {
  ...View,
  globals: PHONE,
  play: async (context) => {
    await View.play?.(context);
    const details = within(context.canvasElement).getByText('Dalam negeri').closest('section');
    await expectPanelBelow(context.canvasElement, details as HTMLElement, 'Riwayat');
  },
};
