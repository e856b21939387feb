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

/** Why a reversed document was cancelled, on its own line under the movement. */
export const reason = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A second, quieter line of a cell: where a stock is held, the company of a unit. */
export const cellDetail = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
