import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vlegal/domain/limits';
import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'jhi-language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the default (Indonesian). */
export function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag of a language of the product (`in` is the legacy code of Indonesian). */
export function localeOf(language: string): string {
  return language === 'en' ? 'en-US' : 'id-ID';
}

/** The HTML `lang` value of a language of the product. */
export function htmlLangOf(language: string): string {
  return language === 'en' ? 'en' : 'id';
}

async function fetchTexts(language: Language): Promise<Record<string, unknown>> {
  const response = await fetch(`/i18n/${language}.json`);
  if (!response.ok) throw new Error(`texts for ${language} could not be loaded (${response.status})`);
  return response.json();
}

/** A key that reached the screen untranslated. */
export class MissingTextError extends Error {
  constructor(readonly key: string) {
    super(`No text for the key "${key}"`);
    this.name = 'MissingTextError';
  }
}

export interface CreateI18nOptions {
  language?: Language;
  /** Texts given up front (Storybook, tests); otherwise fetched from `i18n/{lang}.json`. */
  resources?: Resource;
  /**
   * Throw {@link MissingTextError} whenever a key has no text in the language nor in the fallback, so a
   * screen can never show a raw key unnoticed (Storybook and tests). Off in production: a missing text
   * there shows its key rather than breaking the screen.
   */
  strict?: boolean;
}

export function i18nOptions(language: Language, resources: Resource, strict: boolean): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    ...(strict
      ? {
          parseMissingKeyHandler: (key: string) => {
            throw new MissingTextError(key);
          },
        }
      : {}),
  };
}

/**
 * Creates the i18next instance. Texts come from `i18n/{lang}.json` on the server unless given
 * (Storybook and tests pass them in). Indonesian is the default and the fallback.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  const language = options.language ?? storedLanguage();
  let resources = options.resources;
  if (!resources) {
    const wanted = [...new Set<Language>([language, DEFAULT_LANGUAGE])];
    const loaded = await Promise.all(wanted.map(fetchTexts));
    resources = Object.fromEntries(wanted.map((lang, index) => [lang, { translation: loaded[index]! }]));
  }
  await instance.use(initReactI18next).init(i18nOptions(language, resources, options.strict ?? false));
  return instance;
}

/**
 * Switches language: (re)loads its texts from the server, stores the choice and sets the page's `lang`.
 * Texts are fetched again on every change so a change on the server shows without a reload.
 */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  try {
    instance.addResourceBundle(language, 'translation', await fetchTexts(language), true, true);
  } catch (error) {
    if (!instance.hasResourceBundle(language, 'translation')) throw error;
  }
  localStorage.setItem(LANGUAGE_KEY, language);
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(language);
}
