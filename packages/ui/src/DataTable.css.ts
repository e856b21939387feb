import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { accentHover, accentSoft } from './theme/intent.css.ts';
import { focusRing, vars } from './theme/theme.css.ts';

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // The table stacks its rows by the room it has, not the window's: a table beside a panel narrows too.
  containerType: 'inline-size',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  verticalAlign: 'bottom',
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  // A word breaks only when it is wider than the column can ever be, never mid-word to save room.
  overflowWrap: 'break-word',
  minWidth: 80,
});

/** A numeric column, header and cells: right-aligned, figures of one width, a number never split. */
export const numeric = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.primarySoft },
  },
});

export const narrowCell = style({ width: 1, minWidth: 0, whiteSpace: 'nowrap' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.xs}`,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.border }, '&:focus-visible': focusRing },
});

export const sortIcon = style({ width: 12, textAlign: 'center', color: vars.color.textMuted });

export const sortPriority = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xs });

/** A row's link or button (plain elements, which react-aria marks nothing on): hover and focus by CSS. */
export const rowAction = style({
  selectors: {
    '&:hover, &:active': { background: accentSoft, color: accentHover },
    '&:focus-visible': focusRing,
  },
});

export const stateCell = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const stateText = style({ margin: 0 });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeletonRow = style({});

/** A grey bar where a value will be; rows vary their length so the skeleton reads as text. */
export const placeholder = style({
  display: 'inline-block',
  width: '70%',
  maxWidth: 160,
  height: '0.75em',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  verticalAlign: 'middle',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
  selectors: {
    [`${skeletonRow}:nth-child(3n+2) &`]: { width: '50%' },
    [`${skeletonRow}:nth-child(3n) &`]: { width: '85%' },
  },
});

export const stateInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const height = styleVariants({
  sm: { maxHeight: 240 },
  md: { maxHeight: 400 },
  lg: { maxHeight: 640 },
  none: {},
});

export const refreshing = style({ padding: `${vars.space.xs} ${vars.space.md}` });

export const headerRow = style({});
/** A column without a sort button; in the stacked layout it is named in every cell instead. */
export const unsortedHeader = style({});
export const actionsHeader = style({});
export const actionsCell = style({});
/** The row's first column: in the stacked layout it heads the row, without its column's name. */
export const leadCell = style({});

/** A cell's column name, shown only when rows are stacked. */
export const cellLabel = style({ display: 'none' });
export const cellValue = style({});

/**
 * Stacked rows where a table has under 640 px (a phone): each row a block, each cell its column's name
 * and its value on one line, so the key numbers stay in view instead of scrolling sideways. The sort
 * buttons stay on top as a row of their own.
 */
const stacked = (rules: Parameters<typeof globalStyle>[1]) => ({
  '@container': { '(max-width: 640px)': rules },
});
const stackedStyle = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, stacked(rules) as Parameters<typeof globalStyle>[1]);

stackedStyle(`${table}, ${table} > thead, ${table} > tbody`, { display: 'block' });
// A shown caption keeps the table's width (as a table caption it would shrink to its longest word).
stackedStyle(`${table} > caption`, { display: 'block' });
stackedStyle(`${headerRow}`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});
stackedStyle(`${headerRow} > ${th}`, {
  position: 'static',
  padding: 0,
  border: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.sm,
});
// Named in each cell instead; still there for a screen reader.
stackedStyle(`${headerRow} > ${unsortedHeader}, ${headerRow} > ${actionsHeader}`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
stackedStyle(`${table} > tbody > tr`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
stackedStyle(`${table} > tbody > tr > ${td}`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  width: 'auto',
  minWidth: 0,
  padding: 0,
  border: 'none',
});
stackedStyle(`${table} > tbody > tr > ${stateCell}`, { display: 'block', padding: vars.space.lg });
stackedStyle(`${table} > tbody > tr > ${leadCell}`, { fontWeight: vars.fontWeight.medium });
stackedStyle(`${table} > tbody > tr > ${actionsCell}`, { justifyContent: 'flex-end' });
stackedStyle(`${cellLabel}`, {
  display: 'block',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
stackedStyle(`${cellValue}`, { minWidth: 0, textAlign: 'end' });
stackedStyle(`${leadCell} > ${cellValue}`, { textAlign: 'start' });
