import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted });
export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
