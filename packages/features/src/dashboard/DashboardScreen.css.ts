import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 1fr) 2fr',
  gap: vars.space.md,
});
export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
