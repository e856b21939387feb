import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** What the checklist is for, and when it was computed: a quiet line above it. */
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A group of checks (the application's, a line's) under its small heading. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const groupTitle = style({
  margin: 0,
  paddingBottom: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** One check a row: its outcome in a column of equal width, its name and its sentence beside it. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: '9.5rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  padding: `${vars.space.xxs} 0`,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'break-word',
});
export const name = style({ fontWeight: vars.fontWeight.medium });
export const sentence = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
