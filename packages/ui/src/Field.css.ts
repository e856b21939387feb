import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** The box of a text-like control. Used on an Input, a TextArea or a Group that wraps an input and buttons. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  width: '100%',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-focus-visible], &[data-focused]:not(div), &[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** An input inside a `control` group (no border of its own). */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: `calc(${vars.size.control} - 2px)`,
  border: 'none',
  outline: 'none',
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
});

export const textArea = style([control, { padding: vars.space.sm, minHeight: 80, resize: 'vertical' }]);

/** Small square buttons inside a control (show password, open calendar, clear). */
export const controlButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.xs}`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
