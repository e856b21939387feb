import { style } from '@vanilla-extract/css';
import { accent, accentSoft } from './theme/intent.css.ts';
import { focusRing, vars } from './theme/theme.css.ts';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: 'min(400px, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderInlineStart: `4px solid ${accent}`,
  borderRadius: vars.radius.md,
  background: accentSoft,
  boxShadow: vars.elevation.md,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const title = style({ fontWeight: vars.fontWeight.bold });
