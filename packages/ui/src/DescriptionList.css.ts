import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  '@media': {
    'screen and (max-width: 543px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xs },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'break-word',
});

export const description = style({
  margin: 0,
  overflowWrap: 'break-word',
  '@media': { 'screen and (max-width: 543px)': { marginBottom: vars.space.sm } },
});

export const empty = style({ color: vars.color.textMuted });
