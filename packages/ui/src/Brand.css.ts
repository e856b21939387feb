import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

// Wraps between words only: a narrow header hides the name rather than breaking it.
export const name = style({ overflowWrap: 'break-word' });

// A link that reads as the product's name: no underline, the focus ring of every control.
export const link = style([
  brand,
  {
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.primary },
      '&[data-focus-visible]': focusRing,
    },
  },
]);

export const mark = style({ flex: 'none', display: 'block' });

export const markTile = style({ fill: vars.color.primary });

export const markTree = style({ fill: vars.color.onPrimary });
