import { style } from '@vanilla-extract/css';

export const picker = style({ minWidth: 180 });
