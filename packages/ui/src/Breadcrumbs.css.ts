import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  color: vars.color.textMuted,
  selectors: {
    '&:not(:last-child)::after': {
      content: '"/"',
      paddingInline: vars.space.sm,
      color: vars.color.textMuted,
    },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  overflowWrap: 'break-word',
  cursor: 'pointer',
  selectors: {
    '&[data-current]': {
      color: vars.color.text,
      textDecoration: 'none',
      fontWeight: vars.fontWeight.medium,
      cursor: 'default',
    },
    '&[data-focus-visible]': focusRing,
  },
});
