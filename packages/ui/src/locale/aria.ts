import * as ariaStringsEnUSModule from 'react-aria-components/i18n/en-US';
import type { AriaFormatter, AriaMessage, AriaMessageArgs, AriaPackageStrings } from './aria-types.ts';

export type { AriaPackageStrings } from './aria-types.ts';

const stringsSymbol = Symbol.for('react-aria.i18n.strings');
const localeSymbol = Symbol.for('react-aria.i18n.locale');

type AriaGlobals = { [stringsSymbol]?: AriaPackageStrings; [localeSymbol]?: string };

const registered = new Map<string, AriaPackageStrings>();
let appLocale: string | null = null;

/**
 * The app's locale (set by UiProvider). react-aria formats a few messages (date range validation) in the
 * browser's language rather than the provider's; with this set they follow the app's language too.
 */
export function setAriaAppLocale(locale: string | null): void {
  appLocale = locale;
}
// react-aria-components' `i18n/*` typings declare the default export as a type only; at runtime it is the string table.
const english = (ariaStringsEnUSModule as unknown as { default: AriaPackageStrings }).default;

function lookup(formatterLocale: string, pkg: string, key: string): AriaMessage | undefined {
  const locale = appLocale ?? formatterLocale;
  const language = locale.split('-')[0] ?? locale;
  const table = registered.get(locale) ?? registered.get(language);
  return table?.[pkg]?.[key] ?? english[pkg]?.[key];
}

/**
 * Registers react-aria strings for a language (`'id'`) or locale (`'id-ID'`). Call before the first render.
 *
 * react-aria reads a global string table (`Symbol.for('react-aria.i18n.strings')`, the one its
 * `LocalizedStringProvider` writes) in place of its bundled dictionaries. Each entry here picks the
 * text by the locale of the current `I18nProvider`, so English and Indonesian screens both work, and
 * the bundled dictionaries of other locales can be dropped at build time (optimize-locales plugin).
 */
export function registerAriaStrings(localeOrLanguage: string, strings: AriaPackageStrings): void {
  registered.set(localeOrLanguage, strings);
  if (typeof window === 'undefined') return;
  const globals = window as unknown as AriaGlobals;
  if (globals[stringsSymbol]) return;
  const table: AriaPackageStrings = {};
  for (const pkg of Object.keys(english)) {
    const keys = Object.keys(english[pkg] ?? {});
    table[pkg] = Object.fromEntries(
      keys.map((key) => [
        key,
        (args: AriaMessageArgs, formatter: AriaFormatter) => {
          const message = lookup(formatter.locale, pkg, key);
          return typeof message === 'function' ? message(args, formatter) : (message ?? key);
        },
      ]),
    );
  }
  globals[localeSymbol] ??= 'id-ID';
  globals[stringsSymbol] = table;
}
