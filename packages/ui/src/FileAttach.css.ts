import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});

export const file = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 160px',
});

export const fileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'break-word' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const fieldset = style({ margin: 0, padding: 0, border: 'none' });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });
