import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { accent, accentHover, accentSoft, intent, onAccent } from './theme/intent.css.ts';
import { focusRing, vars } from './theme/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    minWidth: vars.size.target,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    textAlign: 'center',
    overflowWrap: 'break-word',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    intent,
    variant: {
      solid: {
        background: accent,
        color: onAccent,
        selectors: { '&[data-hovered], &[data-pressed]': { background: accentHover } },
      },
      outline: {
        background: vars.color.surface,
        color: accent,
        borderColor: accent,
        selectors: { '&[data-hovered], &[data-pressed]': { background: accentSoft, color: accentHover } },
      },
      ghost: {
        background: 'transparent',
        color: accent,
        selectors: { '&[data-hovered], &[data-pressed]': { background: accentSoft, color: accentHover } },
      },
    },
    size: {
      sm: { minHeight: vars.size.target, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: {},
    },
    iconOnly: { true: { paddingInline: vars.space.xs, minWidth: vars.size.target } },
  },
  defaultVariants: { intent: 'primary', variant: 'solid', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
