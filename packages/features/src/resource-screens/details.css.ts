import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** A description list: term and value side by side, stacked on narrow screens. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, 1fr) 3fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: '1fr' } },
});
export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const value = style({ margin: 0, overflowWrap: 'break-word' });

/** A titled section of a form: a fieldset without the browser's frame, its legend a heading. */
export const section = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({
  width: '100%',
  padding: `0 0 ${vars.space.xs}`,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The mark of a required field in a column header, as the ui kit marks a field's label. */
export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

/** Out of sight, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** A name still loading: a quiet bar the length of a short name, never the row's id. */
export const pendingLabel = style({
  display: 'inline-block',
  width: '7em',
  maxWidth: '100%',
  height: '0.9em',
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const unavailable = style({ color: vars.color.textMuted });

/** Related records of the side panel: a small title over a few links, each with a word on it. */
export const relatedGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const relatedTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const relatedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const relatedItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const relatedDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'break-word',
});

/** A line's second value under another's in the view's table (a line's description under its stock). */
export const lineDetail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A part of the page the focus is moved to when it opens (a form): not a control, so no ring. */
export const focusTarget = style({ outline: 'none' });

/** A line's own lines in the view's cell: one a row, no bullets. */
export const nestedValues = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A line's own lines in the form's cell: the list, what it says while empty, and the button adding one. */
export const nested = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  // No wider than two fields and a button need: the line's own inputs keep their room.
  maxWidth: '25rem',
});
export const nestedGrid = style({ display: 'grid', alignItems: 'start', gap: vars.space.xs });
export const nestedHeader = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'normal',
});
export const nestedHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'normal',
});
export const nestedError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
/** The button adding one, on one line. */
export const nestedAdd = style({ whiteSpace: 'nowrap' });
/** The button removing one, level with the middle of its inputs' boxes. */
export const nestedRemove = style({ display: 'flex', alignItems: 'center', minHeight: vars.size.control });
