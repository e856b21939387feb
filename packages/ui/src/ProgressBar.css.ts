import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 120,
});

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const track = style({
  position: 'relative',
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

/** The filled share of the bar, set per instance with assignInlineVars. */
export const fillWidth = createVar();

export const fill = style({
  width: fillWidth,
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  selectors: {
    '[data-indeterminate] &': {
      width: '40%',
      animation: `${slide} 1.4s ease-in-out infinite`,
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', marginInline: 'auto' } },
    },
  },
});
