import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.md} ${vars.space.xxl}`,
  margin: 0,
  '@media': {
    'screen and (max-width: 543px)': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: vars.space.lg,
    },
  },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  // Figures of several facts read alike; a long name wraps between words.
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'break-word',
});
