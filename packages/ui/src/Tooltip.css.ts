import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const tooltip = style({
  maxWidth: 320,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.elevation.md,
  overflowWrap: 'break-word',
});

export const trigger = style({
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
