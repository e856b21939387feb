import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted });
export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The months due: one per line, the month a link, its filing day beside it. */
export const dueList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
