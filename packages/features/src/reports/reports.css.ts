import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vlegal/ui/theme';

/** The filters: the period's controls side by side where there is room, one under another on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const hint = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const paragraph = style({ margin: 0 });

/** The header's buttons, and why the filing one is disabled beneath them. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

/**
 * The report's table scrolls sideways inside its frame (17 columns are wider than most screens), the item
 * column staying in view; under 640 px each line stacks instead.
 */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  containerType: 'inline-size',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const captionNote = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingBottom: vars.space.sm,
});

const cell = {
  padding: `${vars.space.xs} 6px`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
} as const;

export const th = style({
  ...cell,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'end',
  verticalAlign: 'bottom',
  // Words of a heading wrap between words only, never inside one.
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
  minWidth: 64,
  maxWidth: 112,
});

/** The heading over a set of columns (additions, reductions). */
export const groupTh = style({ textAlign: 'center', borderBottom: `1px solid ${vars.color.borderStrong}` });

/** The heading of a set's sum, set off from its columns. */
export const sumTh = style({ borderInlineStart: `1px solid ${vars.color.border}` });

export const lastHeaderRow = style({});
globalStyle(`${lastHeaderRow} > th, thead > tr > th[rowspan]`, {
  borderBottom: `2px solid ${vars.color.borderStrong}`,
});

/** The item column: kept in view while the figures scroll. */
export const itemCell = style({
  ...cell,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  minWidth: 160,
  maxWidth: 240,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'break-word',
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
});

export const itemHeader = style({ textAlign: 'start', verticalAlign: 'bottom', zIndex: 2 });

export const td = style({
  ...cell,
  textAlign: 'end',
  verticalAlign: 'top',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A set's sum beside its columns. */
export const sumTd = style({
  borderInlineStart: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
});

/** The closing stock, what the report is about: bold, and kept in view at the end while the figures scroll. */
export const closingTd = style({
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  fontWeight: vars.fontWeight.bold,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
});

/** A figure in m³, and its pieces on a second line. */
export const figure = style({ display: 'block' });
export const pieces = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
/** Zero reads quieter, so the movements stand out. */
export const zero = style({ color: vars.color.textMuted });

export const detail = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** The group's heading row: kind and species, over its lines. */
export const groupRow = style({});
globalStyle(`${groupRow} > th`, {
  ...cell,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  background: vars.color.neutralSoft,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
});
/** The heading's text stays in view while the row scrolls. */
export const groupLabel = style({ position: 'sticky', insetInlineStart: vars.space.sm });

export const subtotalRow = style({});
globalStyle(`${subtotalRow} > th, ${subtotalRow} > td`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const totalRow = style({});
globalStyle(`${totalRow} > th, ${totalRow} > td`, {
  background: vars.color.primarySoft,
  fontWeight: vars.fontWeight.bold,
  borderTop: `2px solid ${vars.color.borderStrong}`,
  borderBottom: 'none',
});

export const lineRow = style({});
/** A line whose closing stock is not the ledger's, and one changed since the filing. */
globalStyle(`${lineRow}[data-flagged] > *`, { background: vars.color.dangerSoft });
globalStyle(`${lineRow}[data-flagged] > th`, { boxShadow: `inset 4px 0 0 ${vars.color.danger}` });

export const flag = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const changed = style({
  display: 'block',
  // A note under a figure wraps to the figure's width rather than widening the column.
  maxWidth: 96,
  marginInlineStart: 'auto',
  whiteSpace: 'normal',
  textAlign: 'end',
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
/** The filed closing of a line that changed since: marked, so the eye finds it. */
export const changedCell = style({});
globalStyle(`${lineRow} > ${changedCell}`, { background: vars.color.warningSoft });

/** Under a flagged line's closing stock: the ledger's balance it should be. */
export const ledgerNote = style({
  display: 'block',
  maxWidth: 112,
  marginInlineStart: 'auto',
  whiteSpace: 'normal',
  textAlign: 'end',
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const cellValue = style({});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const messageCell = style({
  ...cell,
  padding: vars.space.lg,
  textAlign: 'start',
  color: vars.color.textMuted,
});

/** A cell's column name, shown only when lines stack. */
export const cellLabel = style({ display: 'none' });

const stacked = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@container': { '(max-width: 640px)': rules } } as Parameters<
    typeof globalStyle
  >[1]);

// Under 640 px a line is a block: the item, then each figure under its column's name; zero movements
// are left out (the sums still show), so a line reads in a few rows instead of scrolling sideways.
stacked(`${table}, ${table} > tbody, ${table} > tfoot, ${table} > caption`, { display: 'block' });
stacked(`${table} > thead`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
});
stacked(`${table} > tbody > tr, ${table} > tfoot > tr`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
stacked(`${table} > tbody > tr > *, ${table} > tfoot > tr > *`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  position: 'static',
  minWidth: 0,
  maxWidth: 'none',
  padding: 0,
  border: 'none',
  boxShadow: 'none',
  background: 'transparent',
});
stacked(`${table} > tbody > tr > th, ${table} > tfoot > tr > th`, { display: 'block' });
stacked(`${table} td[data-zero], ${table} td[data-empty]`, { display: 'none' });
stacked(`${cellValue}`, { textAlign: 'end' });
stacked(`${table} > tbody > ${groupRow}`, { background: vars.color.neutralSoft });
stacked(`${table} > tbody > ${subtotalRow}`, { background: vars.color.surfaceSunken });
stacked(`${table} > tfoot > ${totalRow}`, { background: vars.color.primarySoft });
stacked(`${table} > tbody > ${lineRow}[data-flagged]`, {
  background: vars.color.dangerSoft,
  boxShadow: `inset 4px 0 0 ${vars.color.danger}`,
});
stacked(`${cellLabel}`, {
  display: 'block',
  flexShrink: 1,
  minWidth: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
  whiteSpace: 'normal',
});
stacked(`${groupLabel}`, { position: 'static' });

/** The chart and its figures. */
export const chartFigure = style({ margin: 0 });
export const chart = style({ width: '100%', margin: 0 });
export const chartCaption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.xs,
});

/** Read by screen readers, not shown: the chart's figures as a table. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
