/**
 * What the EUDR stories install: the management info (without a map style, so maps are drawn plain), the
 * traces by their start, the data packs by V-Legal, and the country and plot rows the pages read beside.
 */
import type { BackwardTrace, DataPack, ForwardTrace } from '@vlegal/api-client/model';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { fn } from 'storybook/test';
import { problemAnswer } from '../books/documents/stories-support.ts';
import { installStore } from '../resource-screens/stories-support.tsx';
import { plots, readyPack } from './stories-eudr-rows.ts';

type Msw = { use: SetupWorker['use'] };

/** The query of each trace asked for (`way`, then the start's parameters). */
export const traceRequests = fn();

/** The data pack's files asked for, by V-Legal and kind. */
export const packFileRequests = fn();

/** The management info of a server without `MAP_STYLE_URL`: the plots are drawn on a plain background. */
export const plainMapInfo = () =>
  http.get('*/management/info', () => HttpResponse.json({ activeProfiles: ['dev'], version: '1.7.0' }));

/**
 * The data packs by V-Legal (by default the approved V-Legal's, ready, for any id) and their files: the
 * plots' GeoJSON and the PDF summary, named by the server.
 */
export function dataPackHandlers(packs: Record<number, DataPack> = {}) {
  // Another V-Legal's pack is the approved one's, read from its stock: only an approval posts the export.
  const packOf = (id: number): DataPack =>
    packs[id] ?? {
      ...readyPack,
      vlegalId: id,
      lines: readyPack.lines.map((line) => ({ ...line, posted: id === readyPack.vlegalId })),
    };
  return [
    plainMapInfo(),
    http.get('*/api/eudr/data-packs/:id/geojson', ({ params }) => {
      packFileRequests(Number(params.id), 'geojson');
      return HttpResponse.json(
        { type: 'FeatureCollection', features: [] },
        {
          headers: {
            'Content-Type': 'application/geo+json',
            'Content-Disposition': 'attachment; filename="EUDR 26.00012-00417.003-ID-DE.geojson"',
          },
        },
      );
    }),
    http.get('*/api/eudr/data-packs/:id/pdf', ({ params }) => {
      packFileRequests(Number(params.id), 'pdf');
      return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="EUDR 26.00012-00417.003-ID-DE.pdf"',
        },
      });
    }),
    http.get('*/api/eudr/data-packs/:id', ({ params }) => HttpResponse.json(packOf(Number(params.id)))),
  ];
}

/**
 * A trace answering each way with its story's answer (404, as for a start of another unit, when none), and
 * the rows the page reads beside it: the producers' country and the plots.
 */
export function installTrace(msw: Msw, answers: { backward?: BackwardTrace; forward?: ForwardTrace }) {
  traceRequests.mockClear();
  installStore(msw, { rows: { harvestPlot: plots as unknown as Record<string, unknown>[] } });
  const answer = (way: 'backward' | 'forward') =>
    http.get(`*/api/eudr/trace/${way}`, ({ request }) => {
      traceRequests(way, Object.fromEntries(new URL(request.url).searchParams));
      const trace = answers[way];
      return trace
        ? HttpResponse.json(trace)
        : problemAnswer('notFound', 'No such start the caller reaches.');
    });
  msw.use(plainMapInfo(), answer('backward'), answer('forward'));
}
