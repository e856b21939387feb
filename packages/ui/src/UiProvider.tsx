import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { registerAriaStrings, setAriaAppLocale } from './locale/aria.ts';
import { ariaStringsId } from './locale/aria-id.ts';
import type { UiStrings } from './locale/types.ts';
import { UiStringsProvider } from './UiStrings.tsx';

registerAriaStrings('id', ariaStringsId);

export interface UiProviderProps {
  /** BCP 47 locale for dates, numbers and react-aria's strings: `id-ID` (default) or `en-US`. */
  locale?: string;
  /** Texts of the ui primitives; the Indonesian set is the default (`uiStringsEn` for English). */
  strings?: Partial<UiStrings>;
  children: ReactNode;
}

const none: Partial<UiStrings> = {};

/** Put once at the root: locale for react-aria (with Indonesian built-in strings) and the ui texts. */
export function UiProvider({ locale = 'id-ID', strings = none, children }: UiProviderProps) {
  setAriaAppLocale(locale);
  return (
    <I18nProvider locale={locale}>
      <UiStringsProvider strings={strings}>{children}</UiStringsProvider>
    </I18nProvider>
  );
}
