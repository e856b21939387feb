import optimizeLocales from '@react-aria/optimize-locales-plugin';

/**
 * Vite plugin for apps that use @vlegal/ui: drops react-aria's bundled translations of every locale
 * except en-US. Indonesian (and English) strings come from the ui's UiProvider, which installs
 * react-aria's global string table, so nothing else is needed at run time.
 *
 * @param {{ locales?: string[] }} [options] locales to keep in react-aria's own dictionaries
 */
export function uiLocales(options = {}) {
  return { ...optimizeLocales.vite({ locales: options.locales ?? ['en-US'] }), enforce: 'pre' };
}
