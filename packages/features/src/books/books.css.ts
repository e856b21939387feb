import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/**
 * Quantities in figures of one width, never split; in a table's column they line up on their decimal
 * places (right-aligned), while in a record's view they read beside their label like any value.
 */
export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { 'td &, th &': { display: 'block', textAlign: 'end' } },
});

/** The item's balance above its forms, lists and card. */
export const balances = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});

/** A second, quieter line of a cell: where a stock is held, the company of a unit, why a reversal was made. */
export const cellDetail = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
