import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(480px, 95vw)',
  maxHeight: 320,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

/**
 * A list in the browser's top layer (`popover`, see `internal/popupList.ts`), placed beside its trigger
 * by script: none of the user agent's centring.
 */
export const popup = style({ inset: 'auto', margin: 0, padding: 0, zIndex: vars.zIndex.overlay });

export const listBox = style({ outline: 'none', padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'break-word',
  selectors: {
    '&[data-focused]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** An option's label over its description. */
export const itemText = style({ display: 'flex', flexDirection: 'column' });

export const itemDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted });

export const selectButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '[data-invalid] &': { borderColor: vars.color.danger },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'break-word',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flex: 'none',
  width: 12,
  height: 12,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
});
