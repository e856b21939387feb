import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.surfaceSunken,
});

export const subtitle = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  width: 'min(360px, 80vw)',
  marginTop: vars.space.md,
});

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  flexWrap: 'wrap',
});
