import { globalStyle, style } from '@vanilla-extract/css';
import { name as brandName } from './Brand.css.ts';
import { visuallyHiddenRules } from './internal/a11y.css.ts';
import { narrowScreen } from './theme/layout.css.ts';
import { focusRing, vars } from './theme/theme.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"header header" "sidebar main" "sidebar footer"',
  minHeight: '100vh',
  background: vars.color.surfaceSunken,
  position: 'relative',
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sidebar,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 56,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  // One line on a phone: the brand shows its mark only and the actions their icons.
  '@media': { [narrowScreen]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

export const headerStart = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [narrowScreen]: { gap: vars.space.xs } },
});

export const headerEnd = style({
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [narrowScreen]: { gap: vars.space.xs } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

// The product's name stays the link's accessible name on a phone; the mark alone is shown.
globalStyle(`${brand} ${brandName}`, { '@media': { [narrowScreen]: visuallyHiddenRules } });

export const main = style({ gridArea: 'main', minWidth: 0, padding: vars.space.xl, outline: 'none' });

export const footer = style({
  gridArea: 'footer',
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});

export const sidebar = style({
  gridArea: 'sidebar',
  width: vars.size.sidebar,
  overflowY: 'auto',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-mode="floating"]': {
      position: 'absolute',
      top: 56,
      bottom: 0,
      insetInlineStart: 0,
      zIndex: vars.zIndex.sidebar,
      boxShadow: vars.elevation.lg,
    },
    '&[data-open="false"][data-mode="static"]': { width: vars.size.sidebarCollapsed },
    '&[data-open="false"][data-mode="floating"]': { display: 'none' },
  },
});

export const sidebarList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
});

export const sidebarGroup = style({
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  selectors: { '[data-open="false"] &': { display: 'none' } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'break-word',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const navIcon = style({ flex: 'none', display: 'inline-flex', justifyContent: 'center', width: 24 });

export const navLabel = style({
  minWidth: 0,
  selectors: {
    '[data-open="false"] &': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const sidebarTools = style({ display: 'flex', justifyContent: 'flex-end', padding: vars.space.sm });

export const tour = style({
  width: 'min(360px, 95vw)',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.lg,
  color: vars.color.text,
  outline: 'none',
});

export const tourDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  outline: 'none',
});

export const tourTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const tourFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const tourCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
