import { localeOf } from '@vlegal/features/i18n/setup';
import { uiStringsEn } from '@vlegal/ui/locale/en';
import { uiStringsId } from '@vlegal/ui/locale/id';
import { UiProvider } from '@vlegal/ui/UiProvider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The ui primitives and react-aria speak the current language (dates, numbers, built-in strings). */
export function LanguageUi({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (
    <UiProvider locale={localeOf(i18n.language)} strings={english ? uiStringsEn : uiStringsId}>
      {children}
    </UiProvider>
  );
}
