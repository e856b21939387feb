import type { Plugin } from 'vite';

/** Drops react-aria's bundled translations except `locales` (default `['en-US']`). */
export declare function uiLocales(options?: { locales?: string[] }): Plugin;
