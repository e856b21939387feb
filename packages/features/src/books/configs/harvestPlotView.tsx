/**
 * What a harvest plot's view shows beyond its fields' values: the plot on a map and its GeoJSON laid out a
 * position a line, the server's warnings in words, and the way to where its timber went (the EUDR trace,
 * forward from the plot).
 */
import { LinkButton } from '@vlegal/ui/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { HarvestPlot } from '@vlegal/api-client/model';
import { traceHref } from '../../eudr/traceAddress.ts';
import * as styles from './harvestPlotView.css.ts';

// The plot's map loads with its view only: this config is also every receipt form's picker of plots, which
// every master-data page loads with the other reference targets.
const PlotOnMap = lazy(() => import('../../eudr/PlotOnMap.tsx'));

/**
 * GeoJSON text indented, each position (`[110.67, -6.59]`) on one line rather than a number a line; null
 * for text that is no JSON.
 */
export function readableGeoJson(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  try {
    return JSON.stringify(JSON.parse(text), null, 2).replace(/\[[-\d\s,.eE+]+\]/g, (position) =>
      position.replace(/\s+/g, '').replaceAll(',', ', '),
    );
  } catch {
    return null;
  }
}

export function GeometryCell({ row }: { row: Pick<HarvestPlot, 'id' | 'plotCode' | 'geometry'> }) {
  const { t } = useTranslation();
  const text = readableGeoJson(row.geometry);
  if (text === null) return <>{typeof row.geometry === 'string' ? row.geometry : t('resources.view.none')}</>;
  return (
    <figure className={styles.geometry}>
      {/* Busy while the map's code loads, as a region still loading says. */}
      <Suspense fallback={<div aria-busy="true" />}>
        <PlotOnMap id={row.id} code={row.plotCode ?? null} geometry={row.geometry} />
      </Suspense>
      <section
        className={styles.code}
        aria-label={t('eudr.plotScreens.geometryLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long plot scrolls in its box, which a keyboard reaches (WCAG 2.1.1)
        tabIndex={0}
      >
        <pre className={styles.text}>{text}</pre>
      </section>
      <figcaption className={styles.hint}>{t('eudr.plotScreens.geometryHint')}</figcaption>
    </figure>
  );
}

/** The server's warnings (`areaDiffers,outsideCountry`), each in words; an unknown one as the server wrote it. */
export function WarningsCell({ row }: { row: Pick<HarvestPlot, 'geometryWarnings'> }) {
  const { t, i18n } = useTranslation();
  const codes = typeof row.geometryWarnings === 'string' ? row.geometryWarnings.split(',') : [];
  if (!codes.length) return <>{t('resources.view.none')}</>;
  const text = (code: string) => {
    const key = `eudr.plotScreens.warnings.${code.trim()}`;
    return i18n.exists(key) ? t(key) : code;
  };
  return (
    <ul className={styles.warnings}>
      {codes.map((code) => (
        <li key={code}>{text(code)}</li>
      ))}
    </ul>
  );
}

/** The view's link to the trace forward from the plot. */
export function PlotTraceLink({ row }: { row: Pick<HarvestPlot, 'id'> }) {
  const { t } = useTranslation();
  return (
    <LinkButton href={traceHref('forward', { harvestPlotId: row.id })} variant="outline" intent="neutral">
      {t('eudr.plotScreens.trace')}
    </LinkButton>
  );
}
