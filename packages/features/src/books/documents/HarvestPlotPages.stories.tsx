import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import {
  expectHeaderFacts,
  expectPanelBelow,
  expectTitle,
  PHONE,
} from '../../resource-screens/view-stories-support.ts';
import { DocumentFormPage, DocumentListPage, DocumentViewPage } from './DocumentPages.tsx';
import { audit, receiptRows } from './stories-receipt-rows.ts';
import { ADMIN, installImports, problemAnswer, UNIT_ADMIN } from './stories-support.ts';

/**
 * A unit's harvest plots (business-unit-import/harvest-plot) and the administrators' mirror
 * (admin-import/harvest-plot-admin): a point the unit's receipts name, a polygon the server warned of, and
 * a plot of two polygons.
 */
const PLOTS = [
  ...receiptRows.harvestPlot,
  {
    id: 2,
    businessUnitId: 1,
    plotCode: 'TMP-08',
    producerName: 'KTH Wana Lestari',
    producerCountryId: 1,
    productionPlace: 'Desa Tempur, Keling',
    areaHa: 12.5,
    geometry:
      '{"type":"Polygon","coordinates":[[[110.7,-6.6],[110.71,-6.6],[110.71,-6.61],[110.7,-6.61],[110.7,-6.6]]]}',
    geometryType: 'Polygon',
    geometryWarnings: 'areaDiffers,outsideCountry',
    harvestStartDate: '2026-08-01',
    harvestEndDate: '2026-08-31',
    supplierId: 1,
    ...audit,
  },
  {
    id: 3,
    businessUnitId: 1,
    plotCode: 'BLK-3',
    producerName: 'Perhutani KPH Pati',
    producerCountryId: 1,
    productionPlace: null,
    areaHa: 3.25,
    geometry:
      '{"type":"MultiPolygon","coordinates":[[[[111.1,-6.8],[111.11,-6.8],[111.11,-6.81],[111.1,-6.8]]],[[[111.2,-6.8],[111.21,-6.8],[111.21,-6.81],[111.2,-6.8]]]]}',
    geometryType: 'MultiPolygon',
    geometryWarnings: null,
    harvestStartDate: null,
    harvestEndDate: null,
    supplierId: null,
    ...audit,
  },
];

const meta = {
  title: 'features/books/import/HarvestPlots',
  component: DocumentListPage,
  decorators: [withTexts],
  args: {
    kind: 'harvestPlot',
    scope: 'unit',
    search: {},
    authorities: UNIT_ADMIN,
    onSearchChange: fn(),
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installImports(msw, { harvestPlot: PLOTS });
  },
} satisfies Meta<typeof DocumentListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Petak tebangan' })).toBeVisible();
    await expect(await screen.findByText('TMP-08')).toBeVisible();
    await expect(screen.getByText('Perhutani KPH Pati')).toBeVisible();
    await expect(screen.getByText('Beberapa poligon')).toBeVisible();
    // A file of plots is imported beside a plot typed in.
    await expect(screen.getByRole('link', { name: 'Impor dari berkas' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/harvest-plot/import',
    );
    await expect(screen.getByRole('link', { name: 'Tambah Petak tebangan' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/harvest-plot/new',
    );
  },
};

export const MirrorOfAUnitInEnglish: Story = {
  args: { scope: 'admin', authorities: ADMIN, search: { businessUnitId: '1' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Harvest plots' })).toBeVisible();
    await expect(await screen.findByText('TMP-07')).toBeVisible();
    // The unit's import page, for the unit picked here.
    await expect(screen.getByRole('link', { name: 'Import from file' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/harvest-plot/import?businessUnitId=1',
    );
    await expect(screen.getByRole('link', { name: 'New Harvest plot' })).toHaveAttribute(
      'href',
      '/app/admin-import/harvest-plot-admin/new/1',
    );
  },
};

/** The server refusing the plot's polygon, which crosses itself: the rule and its place show at the GeoJSON. */
export const EditRefusedByARule: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'harvestPlot', scope: 'unit', id: 2, authorities: UNIT_ADMIN, onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/harvest-plots', () =>
        problemAnswer('constraintViolation', "The plot's geometry breaks the EU's GeoJSON rules.", [
          { field: 'geometry.coordinates[0][3]', message: 'eudr.plot.selfIntersection' },
        ]),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Ubah Petak tebangan' })).toBeVisible();
    await expect(await screen.findByRole('group', { name: 'Produsen dan tempat produksi' })).toBeVisible();
    const geometry = screen.getByRole('textbox', { name: /Geolokasi \(GeoJSON\)/ });
    await expect(geometry).toHaveValue(PLOTS[1]?.geometry);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(geometry).toHaveAccessibleDescription(
        'Batas poligon memotong dirinya sendiri. Periksa urutan titiknya. (coordinates[0][3])',
      ),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const NewInEnglish: StoryObj<typeof DocumentFormPage> = {
  render: (args) => <DocumentFormPage {...args} />,
  args: { kind: 'harvestPlot', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'New Harvest plot' })).toBeVisible();
    for (const section of ['Producer and place', 'Plot and harvest', 'Geolocation'])
      await expect(await screen.findByRole('group', { name: section })).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Geolocation \(GeoJSON\)/ })).toBeVisible();
  },
};

const view = {
  kind: 'harvestPlot',
  scope: 'unit',
  id: 2,
  path: '/app/business-unit-import/harvest-plot/2/view',
  search: {},
  authorities: UNIT_ADMIN,
  onSearchChange: fn(),
  onNavigate: fn(),
  onDeleted: fn(),
} as const;

/** A polygon the server warned of, read like a document: its producer, its plot, its geolocation. */
export const View: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Petak tebangan TMP-08 – KTH Wana Lestari');
    await expectHeaderFacts(canvasElement, {
      'Tebangan dari': '1 Agustus 2026',
      Pemasok: 'UD Jati Makmur',
    });
    const producer = screen.getByRole('region', { name: 'Produsen dan tempat produksi' });
    await expect(within(producer).getByText('Desa Tempur, Keling')).toBeVisible();
    await expect(await within(producer).findByText('Indonesia')).toBeVisible();
    const geolocation = screen.getByRole('region', { name: 'Geolokasi' });
    await expect(within(geolocation).getByText('Poligon')).toBeVisible();
    await expect(
      within(geolocation).getByText('Sebagian titik berada di luar negara produksi yang dinyatakan.'),
    ).toBeVisible();
    // The GeoJSON a position a line, its box reached by keyboard.
    const geoJson = within(geolocation).getByRole('region', { name: 'GeoJSON petak' });
    await expect(geoJson).toHaveTextContent('[110.71, -6.61],');
    await expect(geoJson).toHaveAttribute('tabindex', '0');
    await expect(screen.getByRole('link', { name: 'Ke mana kayunya pergi' })).toHaveAttribute(
      'href',
      '/app/eudr/trace?way=forward&harvestPlotId=2',
    );
  },
};

export const ViewInEnglish: StoryObj<typeof DocumentViewPage> = {
  render: (args) => <DocumentViewPage {...args} />,
  args: view,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expectTitle(canvasElement, 'Harvest plot TMP-08 – KTH Wana Lestari');
    await expect(
      await screen.findByText("The declared area differs by more than 10 % from the polygon's own."),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Where its timber went' })).toBeVisible();
  },
};

export const ViewOnAPhone: StoryObj<typeof DocumentViewPage> = {
  ...View,
  globals: PHONE,
  play: async (context) => {
    await View.play?.(context);
    const geolocation = within(context.canvasElement).getByRole('region', { name: 'Geolokasi' });
    await expectPanelBelow(context.canvasElement, geolocation, 'Riwayat');
  },
};
