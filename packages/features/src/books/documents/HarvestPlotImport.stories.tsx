import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HarvestPlotImportResult } from '@vlegal/api-client/model';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { PHONE } from '../../resource-screens/view-stories-support.ts';
import { HarvestPlotImport } from './HarvestPlotImport.tsx';
import { ADMIN, installImports, UNIT_ADMIN } from './stories-support.ts';

/** What the server was sent: the query, the content type and the body. */
const sent = fn();

/** Three plots of a GIS tool's export: one new, one stored before, one whose polygon crosses itself. */
const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { PlotCode: 'TMP-09', ProducerName: 'KTH Wana Lestari', ProducerCountry: 'ID', Area: 2 },
      geometry: { type: 'Point', coordinates: [110.68, -6.58] },
    },
    {
      type: 'Feature',
      properties: { PlotCode: 'TMP-07', ProducerName: 'KTH Wana Lestari', ProducerCountry: 'ID' },
      geometry: { type: 'Point', coordinates: [110.67, -6.59] },
    },
    {
      type: 'Feature',
      properties: { ProducerName: 'Koperasi Hutan Rakyat Sumber Rejeki', ProducerCountry: 'XX' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [110.7, -6.6],
            [110.71, -6.61],
            [110.71, -6.6],
            [110.7, -6.61],
            [110.7, -6.6],
          ],
        ],
      },
    },
  ],
});

const CSV = [
  'PlotCode,ProducerName,ProducerCountry,Longitude,Latitude',
  'TMP-09,KTH Wana Lestari,ID,110.68,-6.58',
  'TMP-07,KTH Wana Lestari,ID,110.67,-6.59',
  ',Koperasi Hutan Rakyat Sumber Rejeki,XX,-6.6,110.7',
].join('\n');

/** The server's answer to the three plots, its last refused for two rules. */
function answer(csv: boolean): HarvestPlotImportResult {
  return {
    stored: 1,
    unchanged: 1,
    refused: 1,
    features: [
      {
        index: 0,
        ...(csv ? { line: 2 } : {}),
        outcome: 'STORED',
        id: 4,
        plotCode: 'TMP-09',
        producerName: 'KTH Wana Lestari',
        problems: [],
      },
      {
        index: 1,
        ...(csv ? { line: 3 } : {}),
        outcome: 'UNCHANGED',
        id: 1,
        plotCode: 'TMP-07',
        producerName: 'KTH Wana Lestari',
        problems: [],
      },
      {
        index: 2,
        ...(csv ? { line: 4 } : {}),
        outcome: 'REFUSED',
        id: null,
        plotCode: null,
        producerName: 'Koperasi Hutan Rakyat Sumber Rejeki',
        problems: [
          {
            rule: 'producerCountry',
            severity: 'error',
            field: csv ? 'ProducerCountry' : 'properties.ProducerCountry',
            message: 'eudr.import.producerCountry',
          },
          csv
            ? {
                rule: 'swapped',
                severity: 'error',
                field: 'Longitude,Latitude',
                message: 'eudr.plot.swapped',
              }
            : {
                rule: 'selfIntersection',
                severity: 'error',
                field: 'geometry.coordinates[0][1]',
                message: 'eudr.plot.selfIntersection',
              },
        ],
      },
    ],
  };
}

const meta = {
  title: 'features/books/import/HarvestPlotImport',
  component: HarvestPlotImport,
  decorators: [withTexts],
  args: { authorities: UNIT_ADMIN },
  parameters: screenParameters,
  beforeEach({ msw }) {
    sent.mockClear();
    installImports(msw);
    msw.use(
      http.post('*/api/harvest-plots/import', async ({ request }) => {
        const type = request.headers.get('Content-Type') ?? '';
        sent(new URL(request.url).search, type, await request.text());
        return HttpResponse.json(answer(type === 'text/csv'));
      }),
    );
  },
} satisfies Meta<typeof HarvestPlotImport>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The page as a unit's administrator opens it: the unit is the account's own. */
export const Before: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Impor petak tebangan' }),
    ).toBeVisible();
    await expect(screen.getByText('Untuk JJF-01 – Pabrik Tahunan')).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Berkas' })).toHaveTextContent(
      'Belum ada berkas yang dipilih.',
    );
    await expect(screen.getByRole('combobox', { name: 'Pemasok' })).toBeEnabled();
    await expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/harvest-plot',
    );
  },
};

/** A GeoJSON file of three plots, all of the unit's supplier: one refused, and why, where. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Impor petak tebangan' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Pemasok' }), 'Jati');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'UD Jati Makmur' }));
    await userEvent.upload(fileInput(canvasElement), new File([GEOJSON], 'petak-jepara.geojson'));
    await expect(await screen.findByText('petak-jepara.geojson (GeoJSON, 3 petak)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Impor' }));
    await expect(await screen.findByText(/1 disimpan, 1 tidak berubah/)).toBeVisible();
    await expect(sent).toHaveBeenCalledWith('?businessUnitId=1&supplierId=1', 'application/json', GEOJSON);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Petak 1.*Disimpan.*TMP-09KTH Wana Lestari/),
      expect.stringMatching(/^Petak 2.*Tidak berubah.*TMP-07/),
      expect.stringMatching(
        /^Petak 3.*Ditolak.*Tanpa kode petak.*Sumber Rejeki.*ISO 3166-1.*memotong dirinya/,
      ),
    ]);
    await expect(within(rows[2]!).getByText('geometry.coordinates[0][1]')).toBeVisible();
    await expect(within(rows[0]!).getByRole('link', { name: 'TMP-09' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/harvest-plot/4/view',
    );
    await expect(screen.getByRole('link', { name: 'Lihat petak tebangan' })).toHaveAttribute(
      'href',
      '/app/business-unit-import/harvest-plot',
    );
  },
};

/** The same plots as a CSV of points, sent as text; the rows named by the file's lines. */
export const AnsweredForACsvInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Import harvest plots' });
    await userEvent.upload(fileInput(canvasElement), new File([CSV], 'plots.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await expect(await screen.findByText(/1 stored, 1 unchanged \(stored before\), 1 refused/)).toBeVisible();
    await expect(sent).toHaveBeenCalledWith('?businessUnitId=1', 'text/csv', CSV);
    const refused = within(screen.getByRole('table')).getAllByRole('row')[3]!;
    await expect(refused).toHaveTextContent(/^Line 4.*Refused.*No plot code.*Sumber Rejeki.*ISO 3166-1/);
    await expect(refused).toHaveTextContent('Latitude and longitude seem swapped');
    await expect(within(refused).getByText('Longitude,Latitude')).toBeVisible();
  },
};

export const AnsweredOnAPhone: Story = { ...Answered, globals: PHONE };

/** Nothing goes without a file; a file that is no JSON is refused on the page, keeping the one chosen before. */
export const NotJsonInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Import harvest plots' });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await expect(await screen.findByText('Choose a file to import.')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), new File([GEOJSON], 'plots.geojson'));
    await expect(await screen.findByText('plots.geojson (GeoJSON, 3 plots)')).toBeVisible();
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['{"type": "FeatureCollection",'], 'broken.json'),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      '“broken.json” is not valid JSON. Save the plots from the GIS tool as GeoJSON.',
    );
    await expect(screen.getByText('plots.geojson (GeoJSON, 3 plots)')).toBeVisible();
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** An administrator imports for the unit picked on the mirror, and goes back to the mirror's list. */
export const ForAUnitPickedOnTheMirror: Story = {
  args: { authorities: ADMIN, unitId: 1 },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Impor petak tebangan' });
    await expect(await screen.findByRole('combobox', { name: 'Unit usaha' })).toHaveValue(
      'JJF-01 – Pabrik Tahunan',
    );
    await expect(screen.getByRole('link', { name: 'Kembali ke daftar' })).toHaveAttribute(
      'href',
      '/app/admin-import/harvest-plot-admin?businessUnitId=1',
    );
  },
};
