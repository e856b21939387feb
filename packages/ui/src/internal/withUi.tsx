import type { Decorator } from '@storybook/react-vite';
import { uiStringsEn } from '../locale/en.ts';
import { UiProvider } from '../UiProvider.tsx';

/** Wraps a story in the Indonesian UiProvider (the app's default). */
export const withUi: Decorator = (Story) => <UiProvider locale="id-ID">{Story()}</UiProvider>;

/** Wraps a story in the English UiProvider. */
export const withUiEn: Decorator = (Story) => (
  <UiProvider locale="en-US" strings={uiStringsEn}>
    {Story()}
  </UiProvider>
);
