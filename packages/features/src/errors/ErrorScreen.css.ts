import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const body = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const icon = style({ flex: 'none', color: vars.color.textMuted });

export const text = style({ margin: 0 });
