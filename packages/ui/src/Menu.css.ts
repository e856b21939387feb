import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './internal/a11y.css.ts';
import { narrowScreen } from './theme/layout.css.ts';

// Beside an icon, the trigger's text is read but not shown on a phone: the header keeps to one line.
export const labelBesideIcon = style({ '@media': { [narrowScreen]: visuallyHiddenRules } });

export const icon = style({ flex: 'none', display: 'inline-flex' });
