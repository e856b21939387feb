import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const box = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  marginBlock: 2,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${root}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.surfaceSunken },
  },
});

export const icon = style({ width: 14, height: 14, fill: 'none', stroke: 'currentColor', strokeWidth: 3 });

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelText = style({ lineHeight: '24px' });

export const track = style({
  flex: 'none',
  position: 'relative',
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { background: vars.color.border },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  insetInlineStart: 3,
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: vars.color.surface,
  selectors: { [`${root}[data-selected] &`]: { insetInlineStart: 19 } },
});
