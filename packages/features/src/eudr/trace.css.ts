import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

/** Below this width the chain is a list of its documents, one under the other, without lines. */
const NARROW = 'screen and (max-width: 640px)';

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const gaps = style({ margin: 0, paddingInlineStart: vars.space.xl });

/** The chain with its lines, drawn over it in the gaps and under its documents. */
export const canvas = style({ position: 'relative' });

/**
 * The stages one under the other, the start on top, each stage's documents side by side; the gaps between
 * the stages hold the lines and the quantities they carry.
 */
export const chain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '3.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [NARROW]: { gap: vars.space.lg } },
});

export const lines = style({
  position: 'absolute',
  inset: 0,
  overflow: 'visible',
  pointerEvents: 'none',
  '@media': { [NARROW]: { display: 'none' } },
});
export const line = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.5 });
export const plotLine = style([line, { strokeDasharray: '4 3' }]);
export const arrow = style({ fill: vars.color.borderStrong });
export const lineText = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: 12,
  paintOrder: 'stroke',
  stroke: vars.color.surface,
  strokeWidth: 4,
  strokeLinejoin: 'round',
});

export const stage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
/** At the start of its row, clear of the lines, which mostly run down the middle. */
export const stageTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A stage's documents side by side, centred, so the lines between stages run mostly straight. */
export const nodes = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const node = style({
  position: 'relative',
  width: '15rem',
  maxWidth: '100%',
  '@media': { [NARROW]: { width: '100%' } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});
export const plotNode = style([node, { borderInlineStartColor: vars.color.warning }]);

export const nodeKind = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const nodeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const nodeItems = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
export const quantity = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** What a document drew from: the lines say it on a wide screen, so there it is for screen readers only. */
export const nodeFrom = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': {
    'screen and (min-width: 641px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** A receipt's supplier certificates: one per line, their validity under each. */
export const certificates = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const certificateValidity = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
