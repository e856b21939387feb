import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** Quantities line up on their decimal places: right-aligned, figures of one width. */
export const numeric = style({
  display: 'block',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The item's balance above its forms, lists and card. */
export const balances = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});
