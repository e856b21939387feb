import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@vlegal/api-client/fetcher';
import { withTexts } from '@vlegal/features/i18n/stories';
// The theme and its base styles, through the same import as the app's entry.
import '@vlegal/ui/theme';
import { configure } from 'storybook/test';

configureApi({ baseUrl: '', getToken: () => 'story-token' });
// Screens load some parts when first asked for (a confirmation, a page): on a machine busy with every test
// layer at once that can take longer than the default second the play functions' queries wait.
configure({ asyncUtilTimeout: 10_000 });

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
  // Screens are shown, tested and screenshotted at a small laptop's size.
  initialGlobals: { locale: 'in', viewport: { value: 'laptop', isRotated: false } },
  decorators: [
    (Story) => {
      // A fresh client per story: no cache leaks between stories or tests.
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      });
      return (
        <QueryClientProvider client={client}>
          <Story />
        </QueryClientProvider>
      );
    },
    // Texts in the toolbar's language from a strict i18next (a key without a text throws, so no story
    // shows a raw key), with the ui kit's locale and strings in the same language.
    withTexts,
  ],
  parameters: {
    // Any axe violation fails the story's test (WCAG 2.2 AA).
    a11y: {
      test: 'error',
      // react-aria's off-screen live announcer keeps announcements of vanished pending buttons for
      // seconds; it is not part of any story.
      context: { exclude: ['[data-live-announcer]'] },
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    layout: 'padded',
    viewport: {
      options: {
        laptop: { name: 'Laptop', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
        // The two widths screens are checked at besides: a wide desktop and a phone.
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
