/**
 * Harvest plots on a map, for a trace and a V-Legal's data pack. Without a map style (the server's
 * `MAP_STYLE_URL`, in the management info) the plots are drawn as SVG on a plain background, fitted to
 * their bounds (`plotProjection.ts`): polygons as areas, points as markers, each titled by its code, with a
 * scale bar. With one, the map library and its style sheet load then, and only then (`plotMapLibre.ts`), so
 * that no page pays for them without a map to draw.
 */
import { useQuery } from '@tanstack/react-query';
import { getGetManagementInfoQueryOptions } from '@vlegal/api-client/query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format.ts';
import type { Translate } from '../resource-screens/schema.ts';
import * as styles from './plotMap.css.ts';
import {
  type Bounds,
  boundsOf,
  frameOf,
  labelAt,
  markersOf,
  type PlotGeometry,
  pathOf,
  scaleBar,
} from './plotProjection.ts';

export interface MapPlot {
  id: number;
  code: string | null;
  geometry: PlotGeometry | null;
}

/** The map style the server names, if any; the shell has asked for the management info already. */
function useMapStyleUrl(): string | undefined {
  const info = useQuery({ ...getGetManagementInfoQueryOptions(), staleTime: Number.POSITIVE_INFINITY });
  return info.data?.status === 200 ? info.data.data.mapStyleUrl : undefined;
}

type Drawn = MapPlot & { geometry: PlotGeometry };

export function PlotMap({ plots }: { plots: readonly MapPlot[] }) {
  const { t } = useTranslation();
  const styleUrl = useMapStyleUrl();
  const drawn = plots.filter((plot): plot is Drawn => plot.geometry !== null);
  const bounds = boundsOf(drawn.map((plot) => plot.geometry));
  if (!bounds) return <p className={styles.caption}>{t('eudr.plotMap.none')}</p>;
  return styleUrl ? (
    <StyledMap styleUrl={styleUrl} plots={drawn} bounds={bounds} />
  ) : (
    <PlainMap plots={drawn} bounds={bounds} />
  );
}

const codeOf = (plot: MapPlot) => plot.code ?? `#${plot.id}`;

/** What a screen reader reads of the map: how many plots, and which. */
const summaryOf = (plots: readonly MapPlot[], t: Translate) =>
  `${t('eudr.map.summary', { count: plots.length })}: ${plots.map(codeOf).join(', ')}`;

const WIDTH = 640;
const HEIGHT = 360;
const PADDING = 32;
/** The band under the plots that holds the scale bar, so that no plot lies under it. */
const SCALE_BAND = 24;

/** A length in metres, or in kilometres from one on, as a scale bar names it. */
function distanceText(metres: number, language: string, t: Translate) {
  return metres < 1000
    ? t('eudr.plotMap.metres', { value: formatNumber(metres, language) })
    : t('eudr.plotMap.kilometres', { value: formatNumber(metres / 1000, language) });
}

function PlainMap({ plots, bounds }: { plots: readonly Drawn[]; bounds: Bounds }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const frame = frameOf(bounds, WIDTH, HEIGHT - SCALE_BAND, PADDING);
  const bar = scaleBar(frame.metresPerPixel, WIDTH / 4);
  const distance = distanceText(bar.metres, i18n.language, t);
  const barY = HEIGHT - 14;
  return (
    <figure className={styles.figure}>
      <svg className={styles.drawing} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{summaryOf(plots, t)}</title>
        <rect className={styles.background} width={WIDTH} height={HEIGHT} />
        {plots.map((plot) => {
          const markers = markersOf(plot.geometry, frame);
          const [x, y] = labelAt(plot.geometry, frame);
          return (
            <g key={plot.id}>
              <title>{codeOf(plot)}</title>
              {markers.length ? null : <path className={styles.area} d={pathOf(plot.geometry, frame)} />}
              {markers.map(([cx, cy]) => (
                <circle key={`${cx} ${cy}`} className={styles.marker} cx={cx} cy={cy} r={7} />
              ))}
              {/* A point's code beside its marker, a polygon's in its middle. */}
              <text
                className={styles.label}
                x={markers.length ? x + 12 : x}
                y={y + 4}
                textAnchor={markers.length ? 'start' : 'middle'}
              >
                {codeOf(plot)}
              </text>
            </g>
          );
        })}
        <path className={styles.scaleBar} d={`M16 ${barY - 5}V${barY}H${16 + bar.pixels}V${barY - 5}`} />
        <text className={styles.scaleText} x={16 + bar.pixels + 6} y={barY + 4}>
          {distance}
        </text>
      </svg>
      <figcaption className={styles.caption}>
        {t('eudr.map.caption')} {t('eudr.plotMap.scale', { distance })}
      </figcaption>
    </figure>
  );
}

/**
 * The plots over the style's map. Should the library fail to start (no WebGL), the plain drawing stands in;
 * a tile that fails to load leaves the rest of the map as it is.
 */
function StyledMap({
  styleUrl,
  plots,
  bounds,
}: {
  styleUrl: string;
  plots: readonly Drawn[];
  bounds: Bounds;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);
  // The map is made again when other plots are drawn, not on every render of the page.
  const drawnKey = plots.map((plot) => plot.id).join();
  const latest = useRef({ plots, bounds });
  latest.current = { plots, bounds };
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawnKey stands for the plots, read from `latest`
  useEffect(() => {
    let removed = false;
    let remove: (() => void) | undefined;
    import('./plotMapLibre.ts')
      .then(({ mountMap }) => {
        if (removed || !container.current) return;
        remove = mountMap(container.current, styleUrl, latest.current.plots, latest.current.bounds);
      })
      .catch(() => {
        if (!removed) setFailed(true);
      });
    return () => {
      removed = true;
      remove?.();
    };
  }, [styleUrl, drawnKey]);
  if (failed) return <PlainMap plots={plots} bounds={bounds} />;
  return (
    <figure className={styles.figure}>
      <section ref={container} className={styles.styledMap} aria-label={summaryOf(plots, t)} />
      <figcaption className={styles.caption}>{t('eudr.plotMap.styled')}</figcaption>
    </figure>
  );
}
