import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { withAddressState } from '../../resource-screens/stories-support.tsx';
import type { ReportSearch } from '../reportSearch.ts';
import { ActivityReportPage, type ActivityReportPageProps } from './ActivityReportPage.tsx';
import { installRealization } from './stories-realization.ts';

/**
 * The realization tab of the production report: a unit's permitted products against the capacity its
 * business permit grants, the year's summary and each product's months as a chart over its figures.
 */
const Page = withAddressState<ReportSearch, ActivityReportPageProps>(ActivityReportPage);

const meta = {
  title: 'features/reports/activity/Realization',
  component: Page,
  decorators: [withTexts],
  args: {
    page: 'production',
    scope: 'unit',
    search: { report: 'realization' },
    onSearchChange: fn(),
    unitId: 1,
    today: '2026-11-28',
  },
  parameters: screenParameters,
  // The tab and the unit picker load on demand: loaded before the page shows, so the screenshot does not wait.
  loaders: [() => import('./RealizationReport.tsx'), () => import('../../books/shared/UnitPicker.tsx')],
  beforeEach({ msw }) {
    installRealization(msw);
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;
const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/** The table of a product's months, found by its caption. */
const monthsOf = (canvasElement: HTMLElement, caption: string) =>
  within(canvasElement).findByRole('region', { name: caption });

const rowOf = async (table: HTMLElement, text: string) =>
  (await within(table).findByText(text)).closest('tr')!;

/** A year within capacity: every product's share used, and no month flagged. */
export const Realization: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Laporan produksi' })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Realisasi kapasitas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const summary = await screen.findByRole('region', {
      name: 'Realisasi per produk yang diizinkan, 2026',
    });
    const teak = await rowOf(summary, 'Kayu gergajian jati');
    await expect(within(teak).getByText('1.200,00 m³')).toBeVisible();
    await expect(within(teak).getByText('Dalam kapasitas')).toBeVisible();
    const chairs = await rowOf(summary, 'Kursi taman jati');
    await expect(within(chairs).getByText('6.000 keping')).toBeVisible();
    await expect(await screen.findAllByText('Tidak ada bulan yang melebihi kapasitas.')).toHaveLength(2);
    const months = await monthsOf(canvasElement, 'Realisasi per bulan Kayu gergajian jati, 2026');
    await expect(within(await rowOf(months, 'Maret')).getByText('97,3000')).toBeVisible();
  },
};

/** Months over capacity: named in words over the chart, flagged in the tables, the year too. */
export const OverCapacity: Story = {
  globals: DESKTOP,
  beforeEach({ msw }) {
    installRealization(msw, { over: true });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Melebihi kapasitas pada Maret dan Agustus 2026.')).toBeVisible();
    const months = await monthsOf(canvasElement, 'Realisasi per bulan Kayu gergajian jati, 2026');
    const march = await rowOf(months, 'Maret');
    await expect(within(march).getByText('104,8000')).toBeVisible();
    await expect(within(march).getByText('104,80 %')).toBeVisible();
    await expect(within(march).getByText('Melebihi kapasitas')).toBeVisible();
    await expect(within(await rowOf(months, 'April')).getByText('Dalam kapasitas')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Realisasi per produk yang diizinkan, 2026' });
    const parts = await rowOf(summary, 'Komponen mebel mahoni');
    await expect(within(parts).getByText('24,00 ton')).toBeVisible();
    await expect(within(parts).getByText('Melebihi kapasitas')).toBeVisible();
  },
};

/** In English: the months over capacity named, figures as an English reader writes them. */
export const OverCapacityInEnglish: Story = {
  globals: { locale: 'en', ...DESKTOP },
  beforeEach({ msw }) {
    installRealization(msw, { over: true });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Production report' })).toBeVisible();
    await expect(await screen.findByText('Over capacity in March and August 2026.')).toBeVisible();
    const months = await monthsOf(canvasElement, 'Realization by month of Kayu gergajian jati, 2026');
    await expect(within(await rowOf(months, 'August')).getByText('112.3500')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Realization by permitted product, 2026' });
    await expect(within(await rowOf(summary, 'Kursi taman jati')).getByText('6,000 pcs')).toBeVisible();
  },
};

/** On a phone: the tables stack their rows, the chart keeps its twelve months. */
export const OverCapacityOnAPhone: Story = {
  globals: PHONE,
  beforeEach({ msw }) {
    installRealization(msw, { over: true });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Melebihi kapasitas pada Maret dan Agustus 2026.')).toBeVisible();
    const months = await monthsOf(canvasElement, 'Realisasi per bulan Kayu gergajian jati, 2026');
    await expect(within(await rowOf(months, 'Agustus')).getByText('112,3500')).toBeVisible();
  },
};

/** A unit with no permitted product in force in the year: said so, with no months. */
export const Empty: Story = {
  globals: DESKTOP,
  beforeEach({ msw }) {
    installRealization(msw, { empty: true });
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByText('Tidak ada produk yang diizinkan oleh izin usaha yang berlaku pada 2026.'),
    ).toBeVisible();
    await expect(screen.queryByRole('heading', { name: /Realisasi per bulan/ })).toBeNull();
  },
};

/** The administrators' page with no unit picked: every unit's summary; another year is kept in the address. */
export const EveryUnitAnotherYear: Story = {
  args: { scope: 'admin', unitId: undefined },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByText('Pilih unit usaha untuk melihat realisasi per bulan setiap produk.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Tahun/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '2025' }));
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith({ report: 'realization', year: 2025 }),
    );
    await expect(await screen.findByRole('heading', { level: 1, name: 'Laporan produksi' })).toBeVisible();
    await expect(screen.getByText('Tahun 2025')).toBeVisible();
    await expect(
      await screen.findByText('Tidak ada produk yang diizinkan oleh izin usaha yang berlaku pada 2025.'),
    ).toBeVisible();
  },
};
