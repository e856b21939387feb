import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const intro = style({ margin: 0, maxWidth: '70ch' });

/** The file field, drawn as the kit's file attachment: a label over a dashed box, a hint and an error. */
export const file = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium });
export const fileBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});
export const fileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere', minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const summary = style({ margin: 0 });

/**
 * A refused plot's problems, each its text over where it lies, parted by space rather than bullets: on a
 * phone the table's values stand at the end of their line, where bullets would be left behind.
 */
export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'normal',
});
export const detail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
