import { style } from '@vanilla-extract/css';

/** A document's number, never split at its slashes and hyphens. */
export const number = style({ whiteSpace: 'nowrap' });
