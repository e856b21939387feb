/**
 * A permitted product's year: what was produced each month as bars, the monthly capacity as a dashed line
 * with a mark on every month. A month over capacity has a bar of its own colour and its share written over
 * it; the page names those months in text too, and the table under the chart carries every figure, so the
 * drawing itself is hidden from screen readers.
 */
import { lightTheme } from '@vlegal/ui/theme';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../i18n/format.ts';
import { localeOf } from '../../i18n/setup.ts';
import { useNarrowScreen } from '../../shared/useNarrowScreen.ts';
import * as reportStyles from '../reports.css.ts';
import { chartMonths, PRODUCED_DIGITS, type PermitProductMonths } from './realization.ts';

/** The theme's colours (SVG attributes cannot read CSS variables). */
const WITHIN = lightTheme.color.primary;
const OVER = lightTheme.color.danger;
const CAPACITY = lightTheme.color.text;
const ORDER = ['within', 'over', 'capacity'];

/**
 * Over a bar past capacity: its share used, or on a phone (bars too narrow for it) an exclamation mark. The
 * bar is flagged by more than its colour.
 */
function OverMark({
  x,
  y,
  width,
  value,
  narrow,
  language,
}: {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  value?: unknown;
  narrow: boolean;
  language: string;
}) {
  if (typeof value !== 'string' || x === undefined || y === undefined) return null;
  const label = narrow ? '!' : `${formatNumber(Number(value), language, 1)} %`;
  return (
    <text
      x={Number(x) + Number(width ?? 0) / 2}
      y={Number(y) - 6}
      textAnchor="middle"
      fill={OVER}
      fontSize={narrow ? 13 : 11}
      fontWeight={700}
    >
      {label}
    </text>
  );
}

/** A short horizontal mark at the month's capacity: it reads as the bar's target, even for a lone month. */
function CapacityMark({ cx, cy }: { cx?: number; cy?: number }) {
  if (cx === undefined || cy === undefined || Number.isNaN(cy)) return null;
  return <line x1={cx - 10} x2={cx + 10} y1={cy} y2={cy} stroke={CAPACITY} strokeWidth={3} />;
}

export function RealizationChart({ group, unitText }: { group: PermitProductMonths; unitText: string }) {
  const { t, i18n } = useTranslation();
  const narrow = useNarrowScreen();
  const monthFormat = new Intl.DateTimeFormat(localeOf(i18n.language), { month: 'short', timeZone: 'UTC' });
  const data = chartMonths(group).map((month) => ({
    ...month,
    name: monthFormat.format(new Date(Date.UTC(2000, month.month - 1, 1))),
  }));
  const digits = PRODUCED_DIGITS[group.capacityUnit];
  const produced = t('activityReports.realization.chart.produced');
  const over = t('activityReports.realization.chart.over');
  const capacity = t('activityReports.realization.chart.capacity');
  return (
    <div className={reportStyles.chart} style={{ height: narrow ? 240 : 280 }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 20, left: 0, right: 8, bottom: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={0} tick={{ fontSize: narrow ? 10 : 12 }} tickMargin={4} />
          <YAxis
            width={narrow ? 48 : 64}
            tickCount={narrow ? 4 : 5}
            tick={{ fontSize: 12 }}
            tickFormatter={(value: number) => formatNumber(value, i18n.language, 2)}
            label={
              narrow
                ? undefined
                : { value: unitText, angle: -90, position: 'insideLeft', fontSize: 12, dy: 24 }
            }
          />
          <Tooltip
            formatter={(value) => `${formatNumber(Number(value), i18n.language, digits)} ${unitText}`}
          />
          {/* Produced first, as the bars and the table read. */}
          <Legend itemSorter={(item) => ORDER.indexOf(String(item.dataKey))} />
          <Bar dataKey="within" name={produced} stackId="produced" fill={WITHIN} isAnimationActive={false} />
          <Bar
            dataKey="over"
            name={over}
            stackId="produced"
            fill={OVER}
            isAnimationActive={false}
            // Named in the legend only when a month is over.
            legendType={data.some((month) => month.over !== null) ? 'rect' : 'none'}
          >
            {/* The share over each bar: the flag does not rest on the colour alone. */}
            <LabelList dataKey="percent" content={<OverMark narrow={narrow} language={i18n.language} />} />
          </Bar>
          <Line
            dataKey="capacity"
            name={capacity}
            stroke={CAPACITY}
            strokeDasharray="6 4"
            strokeWidth={1.5}
            dot={<CapacityMark />}
            activeDot={false}
            isAnimationActive={false}
            connectNulls={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
