import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

/** Images are limited to 100 px height (keeping their aspect ratio). */
export const image = style({
  display: 'block',
  maxHeight: vars.size.imageMaxHeight,
  maxWidth: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
