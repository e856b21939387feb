import { globalStyle } from '@vanilla-extract/css';

// The base every page starts from, loaded with the theme (theme.css.ts imports it first). Fonts, text
// colour and background come from the theme's `:root` rule; this file only undoes user-agent defaults.

// Widths and heights include padding and border, so a padded control never overflows its column.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// No 8 px gap around the page: the shell and public pages are full-bleed and `min-height: 100vh`.
globalStyle('html, body', { margin: 0 });

// Images shrink to their container, keep their aspect ratio and leave no gap under the text baseline;
// any component's own class still wins over this element selector.
globalStyle('img', { display: 'block', maxWidth: '100%', height: 'auto' });

// Words are never split with a hyphen: a long word moves to the next line whole. (Components wrap with
// `overflow-wrap: break-word`, which breaks only a word wider than the whole line, such as a long code.)
globalStyle('html', { hyphens: 'none' });
