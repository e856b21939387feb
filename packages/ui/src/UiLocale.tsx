import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { setAriaAppLocale } from './locale/aria.ts';
import type { UiStrings } from './locale/types.ts';
import { UiStringsProvider } from './UiStrings.tsx';

export interface UiLocaleProviderProps {
  /** BCP 47 locale for dates, numbers and react-aria's strings: `id-ID` (default) or `en-US`. */
  locale?: string;
  /** Texts of the ui primitives; the Indonesian set is the default (`uiStringsEn` for English). */
  strings?: Partial<UiStrings>;
  children: ReactNode;
}

const none: Partial<UiStrings> = {};

/**
 * The locale and texts of the ui, without registering react-aria's strings: an app that loads them
 * itself (`loadUiTexts`) puts this at its root; `UiProvider` adds both languages' strings.
 */
export function UiLocaleProvider({ locale = 'id-ID', strings = none, children }: UiLocaleProviderProps) {
  setAriaAppLocale(locale);
  return (
    <I18nProvider locale={locale}>
      <UiStringsProvider strings={strings}>{children}</UiStringsProvider>
    </I18nProvider>
  );
}
