import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = style({
  width: 'min(560px, 100%)',
  maxHeight: '90vh',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const dialog = style({ display: 'flex', flexDirection: 'column', outline: 'none' });

export const header = style({ padding: `${vars.space.lg} ${vars.space.xl} 0` });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'break-word',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  overflowWrap: 'break-word',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
});
