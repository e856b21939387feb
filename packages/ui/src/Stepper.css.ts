import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 160px',
  minWidth: 0,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-done]': { color: vars.color.text },
  },
});

export const marker = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${step}[aria-current="step"] &`]: { borderColor: vars.color.primary, color: vars.color.primary },
    [`${step}[data-done] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const navEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
