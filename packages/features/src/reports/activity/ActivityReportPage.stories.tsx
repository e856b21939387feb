import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { withAddressState } from '../../resource-screens/stories-support.tsx';
import type { ReportSearch } from '../reportSearch.ts';
import { monthSearch } from '../stories-support.ts';
import { ActivityReportPage, type ActivityReportPageProps } from './ActivityReportPage.tsx';
import { activityExcelRequests, installActivity } from './stories-activity.ts';

/**
 * The activity reports of a period: receipts, productions, local sales, and the V-Legal documents with
 * their customs declarations, on a unit's page (`/app/report/…`) and the administrators' (`/app/admin-report/…`).
 */
const Page = withAddressState<ReportSearch, ActivityReportPageProps>(ActivityReportPage);

const october = monthSearch(2026, 10);

const meta = {
  title: 'features/reports/activity/ActivityReport',
  component: Page,
  decorators: [withTexts],
  args: {
    page: 'importMaterial',
    scope: 'unit',
    search: october,
    onSearchChange: fn(),
    unitId: 1,
    today: '2026-11-28',
  },
  parameters: screenParameters,
  // The unit picker loads on demand: loaded before the page shows, so its screenshot does not wait on it.
  loaders: [() => import('../../books/shared/UnitPicker.tsx')],
  beforeEach({ msw }) {
    installActivity(msw);
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;
const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

const rowOf = async (canvasElement: HTMLElement, text: string) =>
  (await within(canvasElement).findByText(text, { selector: 'td *' })).closest('tr')!;

const totalsOf = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('region', { name });

/** The receipts of October: each with its party, transport document and figures; the totals under them. */
export const ImportMaterials: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Laporan penerimaan material' }),
    ).toBeVisible();
    const receipt = await rowOf(canvasElement, 'RCV-2026-0044');
    await expect(within(receipt).getByText('Subkontraktor')).toBeVisible();
    await expect(within(receipt).getByText('8,2500')).toBeVisible();
    const totals = await totalsOf(canvasElement, 'Jumlah seluruh baris');
    await expect(within(totals).getByText('32,7500')).toBeVisible();
    await expect(within(totals).getByText('472')).toBeVisible();
  },
};

/** The search is kept in the address; the workbook is of the report as shown. */
export const SearchAndDownload: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Cari' }), 'mahoni');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'mahoni' })),
    );
    await waitFor(() => expect(screen.queryByText('RCV-2026-0041')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() =>
      expect(activityExcelRequests).toHaveBeenCalledWith('import-materials-excel-report', {
        ...october,
        query: 'mahoni',
        businessUnitId: '1',
      }),
    );
  },
};

/** Productions: the items used and made, and the yield of each and of the period. */
export const Productions: Story = {
  args: { page: 'production' },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const production = await rowOf(canvasElement, 'PRD-2026-0017');
    await expect(within(production).getByText('65,00 %')).toBeVisible();
    const totals = await totalsOf(canvasElement, 'Jumlah seluruh baris');
    await expect(within(totals).getByText('68,75 %')).toBeVisible();
  },
};

/** Local sales, one row a sold line: money in the sale's currency, the totals per currency. */
export const LocalSales: Story = {
  args: { page: 'localSales' },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'LS-2026-0032');
    const totals = await totalsOf(canvasElement, 'Jumlah seluruh baris');
    await expect(within(totals).getByText('Nilai (IDR)')).toBeVisible();
    await expect(within(totals).getByText('Nilai (USD)')).toBeVisible();
  },
};

/** The export sales: the V-Legal documents of the period, and on a second tab their customs declarations. */
export const ExportSales: Story = {
  args: { page: 'exportSales' },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const application = await rowOf(canvasElement, 'APP-2026-0215');
    await expect(within(application).getByText('Diajukan')).toBeVisible();
  },
};

/** The licences issued in the period with their PEB: one without a PEB, its validity ending soon, flagged. */
export const ExportSalesPeb: Story = {
  args: { page: 'exportSales' },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('tab', { name: 'V-Legal dan PEB' }));
    const licence = await rowOf(canvasElement, '26.01234-00002.008-ID-NL');
    await expect(within(licence).getByText('Segera berakhir tanpa PEB')).toBeVisible();
    const totals = await totalsOf(canvasElement, 'Jumlah seluruh baris');
    await expect(within(totals).getByText('27,4000')).toBeVisible();
  },
};

/** The administrators' page with no unit picked: every unit's sales, in English. */
export const LocalSalesOfEveryUnitInEnglish: Story = {
  args: { page: 'localSales', scope: 'admin', unitId: undefined },
  globals: { locale: 'en', ...DESKTOP },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Local sales report' })).toBeVisible();
    await expect(
      screen.getByText('With no business unit picked, the report covers every business unit.'),
    ).toBeVisible();
    const sale = await rowOf(canvasElement, 'LS-2026-0035');
    await expect(within(sale).getByText('$1,140.00')).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: 'Price per m³' })).toBeVisible();
  },
};

/** On a phone each row stacks, the main fields under their names; the totals wrap under the rows. */
export const ImportMaterialsOnAPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const receipt = await rowOf(canvasElement, 'RCV-2026-0041');
    await expect(within(receipt).getByText('CV Rimba Jati Lestari')).toBeVisible();
    await expect(within(receipt).getByText('Hutan rakyat Blora')).not.toBeVisible();
    await totalsOf(canvasElement, 'Jumlah seluruh baris');
  },
};

/** A period with no production: said so, with no totals. */
export const Empty: Story = {
  args: { page: 'production' },
  globals: DESKTOP,
  beforeEach({ msw }) {
    installActivity(msw, { empty: true });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByText('Tidak ada produksi yang diposting pada Oktober 2026.'),
    ).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Jumlah seluruh baris' })).toBeNull();
  },
};
