import { style } from '@vanilla-extract/css';
import { accent } from './theme/intent.css.ts';
import { vars } from './theme/theme.css.ts';

const MARK = 12;

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const event = style({
  position: 'relative',
  paddingInlineStart: MARK + 12,
  paddingBottom: vars.space.lg,
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    // The line joining a mark to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: MARK / 2 - 1,
      top: MARK + 6,
      bottom: 2,
      width: 2,
      background: vars.color.border,
    },
  },
});

export const mark = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 4,
  width: MARK,
  height: MARK,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `2px solid ${accent}`,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'break-word' });

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'break-word',
});

export const detail = style({ margin: `${vars.space.xxs} 0 0`, overflowWrap: 'break-word' });
