import { style } from '@vanilla-extract/css';

export const narrow = style({ width: 280, maxWidth: '100%' });
export const medium = style({ width: 480, maxWidth: '100%' });
export const tall = style({ height: 360 });
