import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The pack's state: its badge, and beside it what it means or what keeps it from being offered. */
export const status = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});
export const statusText = style({ margin: 0, minWidth: 0 });
export const statusLead = style({ margin: 0 });
export const problems = style({ margin: `${vars.space.xxs} 0 0`, paddingInlineStart: vars.space.xl });

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const partTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** Each line on a row: its plots and where they were read from, then the way to its trace. */
export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
