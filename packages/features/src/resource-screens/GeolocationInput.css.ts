import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** The whole field, across both columns of a form's grid; a fieldset without the browser's frame. */
export const place = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: vars.fontSize.md,
});

/** Named like any field's label. */
export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** The shape and its coordinates, framed together under the field's label. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});

/** A point's latitude and longitude side by side, as wide as the form's columns. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
});

/** A polygon's corners: a number, latitude, longitude and its remove button on each row, aligned in columns. */
export const corners = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) minmax(0, 1fr) max-content',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 768px)': { columnGap: vars.space.sm } },
});
export const row = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  alignItems: 'start',
});
export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
/** A corner's number, level with its inputs. */
export const number = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
export const remove = style({ display: 'flex', alignItems: 'center', minHeight: vars.size.control });
