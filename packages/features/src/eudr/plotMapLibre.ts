/// <reference types="vite/client" />
/**
 * The plots over the map style the server names, with MapLibre. `PlotMap` imports this module only when
 * there is a style, so the library, its worker and its style sheet load with the first such map and weigh
 * on no other page: the worker and the style sheet by their address (`?url`), the style sheet linked then
 * rather than bundled into the app's one style sheet.
 */
import { Map as MapLibre, setWorkerUrl } from 'maplibre-gl';
import styleSheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { MapPlot } from './PlotMap.tsx';
import type { Bounds, PlotGeometry } from './plotProjection.ts';

/** The theme's primary and warning colours: the plain drawing's, on the styled map. */
const AREA = '#1f5f3f';
const POINT = '#8a5300';

function linkStyleSheet() {
  if (document.querySelector(`link[href="${styleSheetUrl}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = styleSheetUrl;
  document.head.append(link);
}

/** Draws the plots in `container`, fitted to their bounds; answers how to remove the map. */
export function mountMap(
  container: HTMLElement,
  styleUrl: string,
  plots: readonly (MapPlot & { geometry: PlotGeometry })[],
  bounds: Bounds,
): () => void {
  linkStyleSheet();
  setWorkerUrl(workerUrl);
  const map = new MapLibre({
    container,
    style: styleUrl,
    bounds: [bounds.west, bounds.south, bounds.east, bounds.north],
    fitBoundsOptions: { padding: 48, maxZoom: 16 },
    // A page scrolls past the map; two fingers (or Ctrl and the wheel) move it.
    cooperativeGestures: true,
  });
  map.on('load', () => {
    map.addSource('plots', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: plots.map((plot) => ({
          type: 'Feature',
          id: plot.id,
          geometry: plot.geometry,
          properties: { code: plot.code ?? `#${plot.id}` },
        })),
      },
    });
    map.addLayer({
      id: 'plot-areas',
      type: 'fill',
      source: 'plots',
      filter: ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false],
      paint: { 'fill-color': AREA, 'fill-opacity': 0.25 },
    });
    map.addLayer({
      id: 'plot-boundaries',
      type: 'line',
      source: 'plots',
      filter: ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false],
      paint: { 'line-color': AREA, 'line-width': 2 },
    });
    map.addLayer({
      id: 'plot-points',
      type: 'circle',
      source: 'plots',
      filter: ['match', ['geometry-type'], ['Point', 'MultiPoint'], true, false],
      paint: {
        'circle-color': POINT,
        'circle-radius': 7,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
  });
  return () => map.remove();
}
