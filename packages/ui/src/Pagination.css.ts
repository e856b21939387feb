import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
    },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const gap = style({ minWidth: 24, textAlign: 'center', color: vars.color.textMuted });

export const size = style({ width: 180 });
