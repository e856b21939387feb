import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-40px',
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: vars.zIndex.overlay,
  selectors: { '&:focus': { top: vars.space.sm } },
});
