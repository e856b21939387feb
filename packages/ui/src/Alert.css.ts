import { style } from '@vanilla-extract/css';
import { accent, accentSoft } from './theme/intent.css.ts';
import { vars } from './theme/theme.css.ts';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderInlineStart: `4px solid ${accent}`,
  borderRadius: vars.radius.md,
  background: accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const body = style({ flex: 1, minWidth: 0, overflowWrap: 'break-word' });

export const title = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xxs,
});
