import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const wrapper = style({ position: 'relative', display: 'inline-flex', minWidth: 0 });

// Drawn like the Select's button; the browser's own list opens on it.
export const select = style({
  appearance: 'none',
  minHeight: vars.size.control,
  width: '100%',
  padding: `${vars.space.xs} calc(${vars.space.md} * 2 + 12px) ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  width: 12,
  height: 12,
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 2,
});
