/**
 * Opening against closing stock of each group of a report, as bars: where stock grew or ran down shows at
 * a glance. The same figures stand in a table beside it for screen readers. Loaded on its own (recharts is
 * heavy), after the report's table.
 */
import type { LmkGroup } from '@vlegal/api-client/model';
import { lightTheme } from '@vlegal/ui/theme';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDecimalText, formatNumber } from '../i18n/format.ts';
import { useNarrowScreen } from '../shared/useNarrowScreen.ts';
import { chartEntries } from './reportRows.ts';
import * as styles from './reports.css.ts';
import { useGroupName } from './groupName.ts';

/** Bar colours: the theme's (SVG attributes cannot read CSS variables). */
const OPENING = lightTheme.color.info;
const CLOSING = lightTheme.color.primary;
const BAR_ROW = 52;

export default function ReportChart({ groups }: { groups: readonly LmkGroup[] }) {
  const { t, i18n } = useTranslation();
  const groupName = useGroupName();
  const narrow = useNarrowScreen();
  const entries = chartEntries(groups);
  const data = entries.map((entry) => ({
    name: groupName(entry.kind, entry.scientificName),
    opening: Number(entry.opening),
    closing: Number(entry.closing),
  }));
  const opening = t('reportScreens.columns.opening');
  const closing = t('reportScreens.columns.closing');
  return (
    <figure className={styles.chartFigure}>
      <div className={styles.chart} style={{ height: entries.length * BAR_ROW + 72 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            {/* The unit is in the caption: ticks stay short enough for a phone. */}
            <XAxis
              type="number"
              tickCount={narrow ? 3 : 5}
              tickFormatter={(value: number) => formatNumber(value, i18n.language, 2)}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={narrow ? 110 : 160}
              interval={0}
              tick={{ fontSize: 12 }}
            />
            <Tooltip formatter={(value) => formatNumber(Number(value), i18n.language, 4)} />
            {/* Opening first, as the bars and the table read. */}
            <Legend itemSorter={(item) => (item.dataKey === 'opening' ? 0 : 1)} />
            <Bar dataKey="opening" name={opening} fill={OPENING} isAnimationActive={false} />
            <Bar dataKey="closing" name={closing} fill={CLOSING} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.chartCaption}>{t('reportScreens.chart.caption')}</figcaption>
      <table className={styles.visuallyHidden}>
        <caption>{t('reportScreens.chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reportScreens.chart.group')}</th>
            <th scope="col">{opening}</th>
            <th scope="col">{closing}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.key}>
              <th scope="row">{groupName(entry.kind, entry.scientificName)}</th>
              <td>{formatDecimalText(entry.opening, i18n.language, 4)}</td>
              <td>{formatDecimalText(entry.closing, i18n.language, 4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
