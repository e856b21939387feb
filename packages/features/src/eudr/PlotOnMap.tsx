/** One plot on the map, from its GeoJSON text: a plot's view loads it when it shows one. */
import { PlotMap } from './PlotMap.tsx';
import { parseGeometry } from './plotProjection.ts';

export default function PlotOnMap({
  id,
  code,
  geometry,
}: {
  id: number;
  code: string | null;
  geometry: unknown;
}) {
  return <PlotMap plots={[{ id, code, geometry: parseGeometry(geometry) }]} />;
}
