import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surfaceSunken,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
});

export const main = style({
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.xxl}`,
});

export const body = style({ display: 'grid', gap: vars.space.lg, width: 'min(420px, 84vw)' });

export const wide = style({ width: 'min(960px, 92vw)' });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
