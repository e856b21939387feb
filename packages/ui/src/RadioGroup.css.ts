import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css.ts';

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  lineHeight: '24px',
  cursor: 'pointer',
  overflowWrap: 'break-word',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const dot = style({
  flex: 'none',
  width: 20,
  height: 20,
  marginBlock: 2,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: 6 },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.border },
  },
});
