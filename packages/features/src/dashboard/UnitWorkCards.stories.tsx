import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, ReportMonthDue, StockSummary } from '@vlegal/api-client/model';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { productionRows, salesRows, transferRows } from '../books/documents/stories-movement-rows.ts';
import { receiptRows } from '../books/documents/stories-receipt-rows.ts';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { installStore } from '../resource-screens/stories-support.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';
import { ExpiringDocumentsCard } from './ExpiringDocumentsCard.tsx';
import { factory, unitAdmin } from './stories-support.ts';
import { UnitWorkCards } from './UnitWorkCards.tsx';

const summary: StockSummary[] = [
  {
    businessUnitId: 1,
    stockType: 'RAW_MATERIAL',
    scientificNameId: 1,
    scientificName: 'Tectona grandis',
    atSubCon: false,
    items: 3,
    volumeM3: '48.2500',
    weightKg: '0.00',
    pieces: '162.00',
  },
  {
    businessUnitId: 1,
    stockType: 'PRODUCT',
    scientificNameId: 1,
    scientificName: 'Tectona grandis',
    atSubCon: true,
    items: 1,
    volumeM3: '2.0000',
    weightKg: '0.00',
    pieces: '40.00',
  },
  {
    businessUnitId: 1,
    stockType: 'RAW_MATERIAL',
    scientificNameId: 2,
    scientificName: 'Swietenia macrophylla',
    atSubCon: false,
    items: 1,
    volumeM3: '1.1250',
    weightKg: '0.00',
    pieces: '9.00',
  },
];

/** September and October not filed, and their filing days past. */
const monthsDue: ReportMonthDue[] = [
  { businessUnitId: 1, businessUnitName: 'Workshop Jepara', year: 2026, month: 9, dueDate: '2026-10-10' },
  { businessUnitId: 1, businessUnitName: 'Workshop Jepara', year: 2026, month: 10, dueDate: '2026-11-10' },
];

/** Every address the page asked the API for, in order (a refused request would show here). */
let asked: string[] = [];

const meta = {
  title: 'features/dashboard/UnitWorkCards',
  component: UnitWorkCards,
  decorators: [withTexts],
  args: { units: [factory], authorities: unitAdmin.authorities },
  render: (args) => (
    <DashboardScreen
      account={{
        ...unitAdmin,
        login: args.authorities.includes('ROLE_USER_ADMIN') ? 'unitadmin' : 'user',
        authorities: [...args.authorities] as Account['authorities'],
      }}
      units={args.units}
    >
      <UnitWorkCards {...args} />
      <ExpiringDocumentsCard {...args} />
    </DashboardScreen>
  ),
  beforeEach({ msw }) {
    asked = [];
    installStore(msw, {
      rows: {
        ...receiptRows,
        ...transferRows,
        ...productionRows,
        ...salesRows,
        // The unit's legality documents are all in force (the expiring card has its own stories).
        tdp: [],
        siup: [],
        hoDocument: [],
        businessPermit: [],
        businessCertificate: [],
        slkCertificate: [],
      },
    });
    msw.use(
      // First in line, every request is noted; the handlers after it answer.
      http.all('*/api/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return undefined;
      }),
      http.get('*/api/stocks-summary', () => HttpResponse.json(summary)),
      http.get('*/api/report-months-due', () =>
        HttpResponse.json(monthsDue, { headers: { 'X-Total-Count': String(monthsDue.length) } }),
      ),
    );
  },
  parameters: { ...screenParameters, layout: 'padded' },
} satisfies Meta<typeof UnitWorkCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnitAdministrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stock = within(await canvas.findByRole('region', { name: 'Stok per jenis kayu' }));
    const table = await stock.findByRole('table', { name: 'Saldo stok per jenis barang dan jenis kayu' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const stockRows = within(table).getAllByRole('row').slice(1);
    // Largest volume first; the chairs at the carver are the unit's, kept there.
    // Each cell's value, without the column name a narrow table shows beside it.
    const values = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.lastElementChild?.textContent)
        .join(' | ');
    await expect(stockRows.map(values)).toEqual([
      'Bahan baku | Tectona grandis | 3 | 48,2500 | 162',
      'Produk | Tectona grandis di subkontraktor | 1 | 2,0000 | 40',
      'Bahan baku | Swietenia macrophylla | 1 | 1,1250 | 9',
    ]);
    // The months due first, each leading to its report.
    const due = within(await canvas.findByRole('region', { name: 'Laporan bulanan yang harus dikirim' }));
    await expect(due.getByRole('link', { name: 'September 2026' })).toHaveAttribute(
      'href',
      '/app/report/lmkb?startDate=2026-09-01&endDate=2026-09-30',
    );
    await expect(due.getByText('batas 10 Oktober 2026')).toBeVisible();
    await expect(due.getAllByRole('link')).toHaveLength(2);
    const recent = within(await canvas.findByRole('region', { name: 'Dokumen terbaru' }));
    const documents = await recent.findByRole('table', { name: 'Daftar dokumen terbaru' });
    await waitFor(() => expect(within(documents).getAllByRole('link').length).toBeGreaterThan(3));
    const links = within(documents).getAllByRole('link');
    // Newest first, whatever its kind, each leading to its page.
    await expect(links[0]).toHaveTextContent('0001/PJL/JJF-01/XI/2026');
    await expect(links[0]).toHaveAttribute('href', '/app/business-unit-sales/local-sales/1/view');
    await expect(recent.getByRole('link', { name: 'PNR/JJF-01/2026/11/0001' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/import-material/1/view',
    );
    const quick = within(canvas.getByRole('region', { name: 'Catat dokumen baru' }));
    await expect(quick.getByRole('link', { name: 'Penerimaan kayu' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/import-material/new',
    );
    await expect(quick.getAllByRole('link')).toHaveLength(4);
    // What the unit administrator's roles read is asked for, and nothing else is refused.
    await expect(asked).toEqual(
      expect.arrayContaining([
        '/api/stocks-summary',
        '/api/report-months-due',
        '/api/import-materials',
        '/api/local-sales',
        '/api/tdps',
      ]),
    );
  },
};

export const UnitAdministratorInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stock = within(await canvas.findByRole('region', { name: 'Stock by species' }));
    await expect(await stock.findByText('at sub-contractors')).toBeVisible();
    await expect(stock.getByRole('columnheader', { name: 'Volume (m³)' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Timber receipt' })).toBeVisible();
    const due = within(await canvas.findByRole('region', { name: 'Monthly reports due' }));
    await expect(due.getByRole('link', { name: 'October 2026' })).toBeVisible();
    await expect(due.getByText('due November 10, 2026')).toBeVisible();
  },
};

/** A plain user reads none of the books nor the legality documents: nothing is asked, nothing shown. */
export const PlainUser: Story = {
  args: { authorities: ['ROLE_USER'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Selamat datang, user' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Stok per jenis kayu' })).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Dokumen terbaru' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Dokumen yang segera berakhir' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Catat dokumen baru' })).toBeNull();
    await expect(asked).toEqual([]);
  },
};
