import type { Language } from '@vlegal/domain/limits';
import { LanguageChoiceProvider } from '@vlegal/features/i18n/languageChoice.ts';
import { changeLanguage, localeOf } from '@vlegal/features/i18n/setup';
import { loadUiTexts, uiTextsOf } from '@vlegal/ui/locale/load';
import { UiLocaleProvider } from '@vlegal/ui/UiLocale';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The ui primitives and react-aria speak the current language (dates, numbers, built-in strings), and
 * every page, signed in or not, offers the language switch: the choice reloads the texts and is stored.
 * The ui's texts of a language load with its first use (`main.tsx` loads the first language's).
 */
export function LanguageUi({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const choice = useMemo(
    () => ({
      language: i18n.language,
      onChange: (language: Language) =>
        void loadUiTexts(localeOf(language)).then(() => changeLanguage(i18n, language)),
    }),
    [i18n, i18n.language],
  );
  return (
    <UiLocaleProvider locale={locale} strings={uiTextsOf(locale)}>
      <LanguageChoiceProvider value={choice}>{children}</LanguageChoiceProvider>
    </UiLocaleProvider>
  );
}
