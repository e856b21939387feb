import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

// The columns follow the room the page has, not the window's: the same page beside a menu narrows too.
export const container = style({ containerType: 'inline-size' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** With a secondary column: beside the main one from 880 px of room. */
export const withAside = style({
  '@container': {
    '(min-width: 880px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)', gap: vars.space.xl },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
