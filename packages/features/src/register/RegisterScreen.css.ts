import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.xl });
export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});
export const actionGroup = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const panel = style({ display: 'grid', gap: vars.space.xl });
