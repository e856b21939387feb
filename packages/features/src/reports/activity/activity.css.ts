import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** A cell left out when the table stacks its rows (under 640 px of table): the row reads in a few lines. */
export const wideOnly = style({});
// Attribute selectors outweigh the table's own stacked cell rule.
globalStyle(`[class] > tbody > tr > td[class]:has(${wideOnly})`, {
  '@container': { '(max-width: 640px)': { display: 'none' } },
} as Parameters<typeof globalStyle>[1]);

/** Long texts (a production's items) wrap between words, within a readable width. */
export const longText = style({
  display: 'inline-block',
  minWidth: 160,
  maxWidth: 320,
  whiteSpace: 'normal',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const flag = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** The totals under the table: a row of figures, each under its name. */
export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderTop: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const total = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const totalLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const totalValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
