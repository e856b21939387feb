import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** A document's number, never split at its slashes and hyphens. */
export const number = style({ whiteSpace: 'nowrap' });

/** A line's species with their countries of harvest: one pair a row, no bullets. */
export const harvests = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
