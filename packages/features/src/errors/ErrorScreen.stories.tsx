import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenParameters, switchToEnglish, withTexts } from '../i18n/stories.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'features/errors/ErrorScreen',
  component: ErrorScreen,
  decorators: [withTexts],
  args: { kind: 'notFound', homeHref: '/app/dashboard' },
  parameters: screenParameters,
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Kembali ke dasbor' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
  },
};

export const Forbidden: Story = {
  args: { kind: 'forbidden', signInHref: '/login' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Akses ditolak' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Masuk dengan akun lain' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ServerError: Story = {
  args: { kind: 'server', homeHref: '/' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Terjadi kesalahan' })).toBeVisible();
  },
};

export const ForbiddenInEnglish: Story = {
  args: { kind: 'forbidden', signInHref: '/login' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  },
};

export const NotFoundSwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Signed out: the public page with the brand and the language switch, one main landmark.
    await expect(within(screen.getByRole('banner')).getByText('V-Legal Back-office')).toBeVisible();
    await expect(screen.getAllByRole('main')).toHaveLength(1);
    await switchToEnglish(canvasElement, 'Page not found');
    await expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  },
};
