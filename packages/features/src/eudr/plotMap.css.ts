import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The drawing: as wide as its column up to its own width at twice its size, its height by its viewBox. */
export const drawing = style({
  display: 'block',
  width: '100%',
  maxWidth: '48rem',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const background = style({ fill: vars.color.surfaceSunken });

/** A polygon's plot: a tinted area within a clear boundary. */
export const area = style({
  fill: vars.color.primary,
  fillOpacity: 0.18,
  stroke: vars.color.primary,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

/** A point's plot: a marker ringed in white, to stand out over a polygon as well. */
export const marker = style({ fill: vars.color.warning, stroke: vars.color.surface, strokeWidth: 2 });

/** A plot's code, haloed so that it reads over a boundary. */
export const label = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: 13,
  fontWeight: vars.fontWeight.medium,
  paintOrder: 'stroke',
  stroke: vars.color.surface,
  strokeWidth: 3,
  strokeLinejoin: 'round',
});

export const scaleBar = style({ stroke: vars.color.text, strokeWidth: 2, fill: 'none' });
export const scaleText = style({ fill: vars.color.text, fontFamily: vars.font.body, fontSize: 12 });

/** The styled map's box: the map library fills it. */
export const styledMap = style({
  width: '100%',
  height: '22rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
