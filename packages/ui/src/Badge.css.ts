import { style } from '@vanilla-extract/css';
import { accent, accentSoft } from './theme/intent.css.ts';
import { vars } from './theme/theme.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${accent}`,
  background: accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // A state's name reads as one word: it never wraps, and its column is as wide as the badge.
  whiteSpace: 'nowrap',
});

/** A label longer than the room is cut with an ellipsis rather than wrapped. */
export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const symbol = style({ color: accent, fontWeight: vars.fontWeight.bold });
