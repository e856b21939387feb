import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** One status switch: what holds now, and the button that turns it. */
export const flag = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const flagText = style({ margin: 0 });
