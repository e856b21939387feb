import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@vlegal/api-client/fetcher';
import { mergeTexts, type Texts } from '@vlegal/domain/i18n';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

const texts = (files: Record<string, Texts>) => mergeTexts(Object.values(files));
const id = texts(
  import.meta.glob<Texts>('../packages/domain/i18n/in/*.json', { eager: true, import: 'default' }),
);
const en = texts(
  import.meta.glob<Texts>('../packages/domain/i18n/en/*.json', { eager: true, import: 'default' }),
);

// Stories render in Indonesian (the product's default) unless the toolbar picks English.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'in',
  fallbackLng: 'in',
  resources: { in: { translation: id }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

configureApi({ baseUrl: '', getToken: () => 'story-token' });

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'in', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'in' },
  decorators: [
    (Story, context) => {
      const language = context.globals.locale === 'en' ? 'en' : 'in';
      if (i18n.language !== language) void i18n.changeLanguage(language);
      // A fresh client per story: no cache leaks between stories or tests.
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      });
      return (
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <Story />
          </QueryClientProvider>
        </I18nextProvider>
      );
    },
  ],
  parameters: {
    // Any axe violation fails the story's test (WCAG 2.2 AA).
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    layout: 'padded',
  },
};

export default preview;
