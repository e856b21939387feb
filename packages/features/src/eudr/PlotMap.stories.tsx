import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withTexts } from '../i18n/stories.tsx';
import { PlotMap } from './PlotMap.tsx';
import { parseGeometry } from './plotProjection.ts';
import { plots } from './stories-eudr-rows.ts';
import { plainMapInfo } from './stories-support.ts';

const mapped = plots.map((plot) => ({
  id: plot.id,
  code: plot.plotCode ?? null,
  geometry: parseGeometry(plot.geometry),
}));

/** Harvest plots on the plain map a server without a map style draws: two polygons and a smallholder's point. */
const meta = {
  title: 'features/eudr/PlotMap',
  component: PlotMap,
  decorators: [withTexts],
  args: { plots: mapped },
  beforeEach({ msw }) {
    msw.use(plainMapInfo());
  },
} satisfies Meta<typeof PlotMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePlots: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('img', {
      name: 'Peta 3 petak tebang: KLG-03, KLG-04, DMW-01',
    });
    await expect(map.querySelectorAll('path[d^="M"]')).toHaveLength(3);
    await expect(map.querySelectorAll('circle')).toHaveLength(1);
    await expect(
      within(canvasElement).getByText(/Petak digambar di latar polos; utara di atas\./),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(/Garis skala: 500 m\./)).toBeVisible();
  },
};

export const ThreePlotsInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Map of 3 harvest plots: KLG-03, KLG-04, DMW-01' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(/Scale bar: 500 m\./)).toBeVisible();
  },
};

/** A lone point is drawn in a neighbourhood of some hundreds of metres, not magnified without end. */
export const OnePoint: Story = {
  args: { plots: mapped.filter((plot) => plot.id === 13) },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('img', { name: 'Peta 1 petak tebang: DMW-01' });
    await expect(map.querySelectorAll('circle')).toHaveLength(1);
    await expect(within(canvasElement).getByText(/Garis skala: 200 m\./)).toBeVisible();
  },
};

export const WithoutGeolocation: Story = {
  args: { plots: [{ id: 14, code: 'KLG-05', geometry: null }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Tidak ada petak dengan geolokasi untuk digambar.'),
    ).toBeVisible();
  },
};

/**
 * With a map style configured, the map library loads then, with its style sheet, and draws the plots over
 * the style's map (here a plain one, served by the story). Not screenshotted: a map draws in frames.
 */
export const WithAMapStyle: Story = {
  tags: ['no-visual'],
  beforeEach({ msw }) {
    const style = `${location.origin}/story-map-style.json`;
    msw.use(
      http.get('*/management/info', () => HttpResponse.json({ activeProfiles: [], mapStyleUrl: style })),
      http.get('*/story-map-style.json', () =>
        HttpResponse.json({
          version: 8,
          sources: {},
          layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#f3f5f4' } }],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const map = await within(canvasElement).findByRole('region', {
      name: 'Peta 3 petak tebang: KLG-03, KLG-04, DMW-01',
    });
    await waitFor(() => expect(map.querySelector('canvas')).not.toBeNull());
    await expect(document.querySelector('link[rel="stylesheet"][href*="maplibre-gl"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('img', { name: /^Peta 3 petak/ })).toBeNull();
  },
};
