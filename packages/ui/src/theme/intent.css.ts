import { createVar, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** Intent is expressed as CSS variables; style variants only read them (N + M styles, not N × M). */
export const accent = createVar();
export const accentHover = createVar();
export const accentSoft = createVar();
export const onAccent = createVar();

export type Intent = 'primary' | 'neutral' | 'danger' | 'success' | 'info' | 'warning';

const intentVars = (name: Intent) => ({
  vars: {
    [accent]: vars.color[name],
    [accentHover]: vars.color[`${name}Hover`],
    [accentSoft]: vars.color[`${name}Soft`],
    [onAccent]: vars.color[`on${name[0]!.toUpperCase()}${name.slice(1)}` as 'onPrimary'],
  },
});

export const intent = styleVariants({
  primary: intentVars('primary'),
  neutral: intentVars('neutral'),
  danger: intentVars('danger'),
  success: intentVars('success'),
  info: intentVars('info'),
  warning: intentVars('warning'),
});
