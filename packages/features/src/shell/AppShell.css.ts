import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vlegal/ui/theme';

export const NARROW = 'screen and (max-width: 768px)';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateColumns: '1fr',
  background: vars.color.surfaceSunken,
});

export const pinned = style({
  '@media': { 'screen and (min-width: 769px)': { gridTemplateColumns: `${vars.size.sidebar} 1fr` } },
});

export const header = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  flexWrap: 'wrap',
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  marginRight: 'auto',
});

export const headerTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const languagePicker = style({ minWidth: 180 });

export const sidebar = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
});

export const floating = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: `min(${vars.size.sidebar}, 85vw)`,
  zIndex: vars.zIndex.sidebar,
  boxShadow: vars.elevation.lg,
  paddingTop: vars.space.xxl,
});

export const sidebarHead = style({ display: 'flex', justifyContent: 'flex-end' });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const groupTitle = style({
  margin: `${vars.space.sm} 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const main = style({
  padding: vars.space.xl,
  minWidth: 0,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginRight: vars.space.xs });

export const footer = style({
  gridColumn: '1 / -1',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const skip = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-40px',
  padding: vars.space.sm,
  background: vars.color.surface,
  zIndex: vars.zIndex.overlay,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const tour = style({
  position: 'fixed',
  top: 64,
  left: vars.space.lg,
  zIndex: vars.zIndex.overlay,
  width: 'min(360px, 90vw)',
  boxShadow: vars.elevation.lg,
  borderRadius: vars.radius.lg,
});

export const tourButtons = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});
