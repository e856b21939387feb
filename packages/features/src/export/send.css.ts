import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** What is mailed: a quiet line at the top of the dialog. */
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The addresses: a group without the browser's frame, named as a field is, its hint under the name. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** One address a row, the button removing it beside it, level with its box. */
export const recipient = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

/** The button removing an address, level with the middle of its box. */
export const remove = style({ display: 'flex', alignItems: 'center', minHeight: vars.size.control });
