import type { Language } from '@vlegal/domain/limits';
import { LanguageChoiceProvider } from '@vlegal/features/i18n/languageChoice.ts';
import { changeLanguage, localeOf } from '@vlegal/features/i18n/setup';
import { uiStringsEn } from '@vlegal/ui/locale/en';
import { uiStringsId } from '@vlegal/ui/locale/id';
import { UiProvider } from '@vlegal/ui/UiProvider';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The ui primitives and react-aria speak the current language (dates, numbers, built-in strings), and
 * every page, signed in or not, offers the language switch: the choice reloads the texts and is stored.
 */
export function LanguageUi({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  const choice = useMemo(
    () => ({
      language: i18n.language,
      onChange: (language: Language) => void changeLanguage(i18n, language),
    }),
    [i18n, i18n.language],
  );
  return (
    <UiProvider locale={localeOf(i18n.language)} strings={english ? uiStringsEn : uiStringsId}>
      <LanguageChoiceProvider value={choice}>{children}</LanguageChoiceProvider>
    </UiProvider>
  );
}
