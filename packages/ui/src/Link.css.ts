import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  // 24 px minimum target (WCAG 2.2 target size) even for inline links in a row of links.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
  },
});
