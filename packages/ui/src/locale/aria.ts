import type { AriaFormatter, AriaMessage, AriaMessageArgs, AriaPackageStrings } from './aria-types.ts';

export type { AriaPackageStrings } from './aria-types.ts';

const stringsSymbol = Symbol.for('react-aria.i18n.strings');
const localeSymbol = Symbol.for('react-aria.i18n.locale');

type AriaGlobals = { [stringsSymbol]?: AriaPackageStrings; [localeSymbol]?: string };

const registered = new Map<string, AriaPackageStrings>();
let appLocale: string | null = null;
/** The global table installed here (`null` while none is, or when another one was there first). */
let table: AriaPackageStrings | null = null;

/**
 * The app's locale (set by UiProvider). react-aria formats a few messages (date range validation) in the
 * browser's language rather than the provider's; with this set they follow the app's language too.
 */
export function setAriaAppLocale(locale: string | null): void {
  appLocale = locale;
}

function lookup(formatterLocale: string, pkg: string, key: string): AriaMessage | undefined {
  const locale = appLocale ?? formatterLocale;
  const language = locale.split('-')[0] ?? locale;
  const own = registered.get(locale) ?? registered.get(language);
  // A locale without a text of its own reads the English one, when English was registered.
  return own?.[pkg]?.[key] ?? registered.get('en-US')?.[pkg]?.[key];
}

/**
 * Registers react-aria strings for a language (`'id'`) or locale (`'id-ID'`, `'en-US'` for English).
 * Call before the first render in that language.
 *
 * react-aria reads a global string table (`Symbol.for('react-aria.i18n.strings')`, the one its
 * `LocalizedStringProvider` writes) in place of its bundled dictionaries. Each entry here picks the
 * text by the locale of the current `I18nProvider`, so English and Indonesian screens both work, and
 * the bundled dictionaries of other locales can be dropped at build time (optimize-locales plugin). The
 * table holds the packages and keys of every language registered; each language's table holds them all
 * (`aria.test.ts`), so an app may register only the one it speaks (see `loadUiTexts`).
 */
export function registerAriaStrings(localeOrLanguage: string, strings: AriaPackageStrings): void {
  registered.set(localeOrLanguage, strings);
  if (typeof window === 'undefined') return;
  const globals = window as unknown as AriaGlobals;
  if (!table) {
    if (globals[stringsSymbol]) return;
    table = {};
    globals[localeSymbol] ??= 'id-ID';
    globals[stringsSymbol] = table;
  }
  for (const [pkg, messages] of Object.entries(strings)) {
    table[pkg] ??= {};
    const entries = table[pkg];
    for (const key of Object.keys(messages)) {
      entries[key] ??= (args: AriaMessageArgs, formatter: AriaFormatter) => {
        const message = lookup(formatter.locale, pkg, key);
        return typeof message === 'function' ? message(args, formatter) : (message ?? key);
      };
    }
  }
}
