import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
export const error = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'break-word',
});
export const status = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-status="UP"]': { background: vars.color.successSoft, color: vars.color.text },
    '&[data-status="DOWN"]': { background: vars.color.dangerSoft, color: vars.color.text },
    '&[data-status="OUT_OF_SERVICE"], &[data-status="UNKNOWN"]': {
      background: vars.color.warningSoft,
      color: vars.color.text,
    },
  },
});
export const chart = style({ width: '100%', height: 280, margin: 0 });
/** Room for one bar pair per route (ten routes). */
export const tallChart = style({ width: '100%', height: 480, margin: 0 });
export const figure = style({ margin: 0 });
export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.xs,
});
/** Read by screen readers, not shown (a label that the table's header already shows). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
