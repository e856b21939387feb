import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** The year (and an administrator's unit): a year needs little room, a unit's name more. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
});
export const unitFilter = style({ flex: '2 1 320px', minWidth: 0 });
export const yearFilter = style({ flex: '0 1 200px', minWidth: 160 });

/** The products' months, one card under another. */
export const months = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const monthsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** A permitted product: its name over its HS code. */
export const product = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const productCode = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/** The months over capacity, said in words beside the chart's colour. */
export const overNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.dangerHover,
  fontWeight: vars.fontWeight.medium,
});

export const overIcon = style({ flexShrink: 0, marginTop: 2 });
