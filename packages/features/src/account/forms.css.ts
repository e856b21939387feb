import { style } from '@vanilla-extract/css';
import { vars } from '@vlegal/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const narrow = style({ display: 'grid', gap: vars.space.lg, maxWidth: '480px' });

export const picture = style({ maxHeight: vars.size.imageMaxHeight, borderRadius: vars.radius.md });
