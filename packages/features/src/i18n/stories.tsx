/// <reference types="vite/client" />
import type { Decorator } from '@storybook/react-vite';
import { mergeTexts, type Texts } from '@vlegal/domain/i18n';
import type { Language } from '@vlegal/domain/limits';
import i18next, { type i18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { uiStringsEn } from '@vlegal/ui/locale/en';
import { uiStringsId } from '@vlegal/ui/locale/id';
import { UiProvider } from '@vlegal/ui/UiProvider';
import { LanguageChoiceProvider } from './languageChoice.ts';
import { i18nOptions, localeOf } from './setup.ts';

const texts = (files: Record<string, Texts>) => mergeTexts(Object.values(files));
const resources = {
  in: {
    translation: texts(
      import.meta.glob<Texts>('../../../domain/i18n/in/*.json', { eager: true, import: 'default' }),
    ),
  },
  en: {
    translation: texts(
      import.meta.glob<Texts>('../../../domain/i18n/en/*.json', { eager: true, import: 'default' }),
    ),
  },
};

const instances = new Map<Language, i18n>();

/** A strict instance per language: any key without a text throws, so no story can show a raw key. */
export function strictI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init(i18nOptions(language, resources, true));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The texts of a story in a language that starts as the toolbar's and follows the screen's language
 * switch, as the app does (without storing the choice).
 */
function StoryTexts({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  return (
    <I18nextProvider i18n={strictI18n(language)}>
      <UiProvider locale={localeOf(language)} strings={language === 'en' ? uiStringsEn : uiStringsId}>
        <LanguageChoiceProvider value={{ language, onChange: setLanguage }}>
          {children}
        </LanguageChoiceProvider>
      </UiProvider>
    </I18nextProvider>
  );
}

/**
 * Story decorator: the screen's texts in the toolbar's language, failing on any missing key, and the ui
 * kit (react-aria's locale and strings) in the same language, as the app sets them.
 */
export const withTexts: Decorator = (Story, context) => {
  const language: Language = context.globals.locale === 'en' ? 'en' : 'in';
  return (
    <StoryTexts key={language} initial={language}>
      {Story()}
    </StoryTexts>
  );
};

/**
 * Parameters of a full-page screen story. react-aria's live announcer (an off-screen region in the
 * body) keeps announcements of pending buttons for seconds after the button is gone; axe would read
 * them as unlabelled images, so that region is left out of the check.
 */
export const screenParameters = {
  layout: 'fullscreen',
  a11y: { context: { exclude: ['[data-live-announcer]'] } },
} as const;

/**
 * Switches a screen to English through its language switch, as a user would (the page's brand bar or
 * the shell's header), and waits for the page's heading in English.
 */
export async function switchToEnglish(canvasElement: HTMLElement, heading: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bahasa' }), 'English');
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
}
