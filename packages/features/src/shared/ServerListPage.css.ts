import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** The hint under the search row (which fields the search reads). */
export const hint = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
