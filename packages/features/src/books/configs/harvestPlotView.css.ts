import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const geometry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

/** The plot's GeoJSON, a position a line: long plots scroll within the box, not the page. */
export const code = style({
  margin: 0,
  maxHeight: '20rem',
  overflow: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const text = style({ margin: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warnings = style({ margin: 0, paddingInlineStart: vars.space.lg });
