import { globalStyle, style } from '@vanilla-extract/css';
import { narrowScreen } from './theme/layout.css.ts';
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

// The list the browser opens keeps reading the full labels, whatever the control shows.
globalStyle(`${select} option`, { color: vars.color.text, background: vars.color.surface });

/** A control with an icon and short labels (see `icon`): compact on narrow screens. */
export const compact = style({});

// On a phone the chosen label gives way to the icon and the short label drawn over the control, which
// still takes the taps and opens the browser's list.
globalStyle(`${compact} ${select}`, {
  '@media': { [narrowScreen]: { width: 'calc(20px + 4ch + 44px)', color: 'transparent' } },
});

export const face = style({
  display: 'none',
  '@media': {
    [narrowScreen]: {
      position: 'absolute',
      inset: 0,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      paddingInlineStart: vars.space.sm,
      pointerEvents: 'none',
      color: vars.color.text,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const faceIcon = style({ display: 'inline-flex' });
