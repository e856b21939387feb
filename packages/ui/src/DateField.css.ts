import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const dateInput = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  alignItems: 'center',
  flexWrap: 'nowrap',
});

export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0, minWidth: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const calendar = style({ padding: vars.space.md, color: vars.color.text });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

export const dialog = style({ outline: 'none' });
