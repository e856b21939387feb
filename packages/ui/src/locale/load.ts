import { registerAriaStrings } from './aria.ts';
import type { AriaPackageStrings } from './aria-types.ts';
import type { UiStrings } from './types.ts';

/*
 * The texts of one language, loaded when the app first speaks it: react-aria's built-in strings and the
 * ui primitives' texts. An app that speaks one language at a time loads that one, not both (UiProvider,
 * for stories and tests, registers both up front).
 */

/** The ui primitives speak Indonesian without texts of their own. */
const INDONESIAN: Partial<UiStrings> = {};

const loaded = new Map<string, Partial<UiStrings>>();

/** Loads (once) the texts of `en-US` or `id-ID` (any other locale: Indonesian). */
export async function loadUiTexts(locale: string): Promise<void> {
  if (loaded.has(locale)) return;
  if (locale === 'en-US') {
    const [aria, { uiStringsEn }] = await Promise.all([
      import('react-aria-components/i18n/en-US'),
      import('./en.ts'),
    ]);
    // react-aria-components' `i18n/*` typings declare the default export as a type only; at run time it is
    // the string table.
    registerAriaStrings('en-US', (aria as unknown as { default: AriaPackageStrings }).default);
    loaded.set(locale, uiStringsEn);
  } else {
    const { ariaStringsId } = await import('./aria-id.ts');
    registerAriaStrings('id', ariaStringsId);
    loaded.set(locale, INDONESIAN);
  }
}

/** The ui primitives' texts of a locale whose texts were loaded (Indonesian before). */
export function uiTextsOf(locale: string): Partial<UiStrings> {
  return loaded.get(locale) ?? INDONESIAN;
}
