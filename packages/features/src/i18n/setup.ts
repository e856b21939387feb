import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@vlegal/domain/limits';
import i18next, { type i18n, type Resource } from 'i18next';
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

async function fetchTexts(language: Language): Promise<Record<string, unknown>> {
  const response = await fetch(`/i18n/${language}.json`);
  if (!response.ok) throw new Error(`texts for ${language} could not be loaded (${response.status})`);
  return response.json();
}

/**
 * Creates the i18next instance. Texts come from `i18n/{lang}.json` on the server unless given
 * (Storybook and tests pass them in). Indonesian is the default and the fallback.
 */
export async function createI18n(options: { language?: Language; resources?: Resource } = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  const language = options.language ?? storedLanguage();
  let resources = options.resources;
  if (!resources) {
    const wanted = [...new Set<Language>([language, DEFAULT_LANGUAGE])];
    const loaded = await Promise.all(wanted.map(fetchTexts));
    resources = Object.fromEntries(wanted.map((lang, index) => [lang, { translation: loaded[index]! }]));
  }
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Switches language: loads its texts when missing, stores the choice. */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await fetchTexts(language));
  }
  localStorage.setItem(LANGUAGE_KEY, language);
  await instance.changeLanguage(language);
  document.documentElement.lang = language === 'in' ? 'id' : language;
}
