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
