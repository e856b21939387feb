import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { screenParameters, switchToEnglish, withTexts } from '../i18n/stories.tsx';
import { ActivateScreen } from './ActivateScreen.tsx';
import { problem } from './stories-support.ts';

const meta = {
  title: 'features/account/ActivateScreen',
  component: ActivateScreen,
  decorators: [withTexts],
  args: { activationKey: 'k3y0123456789', loginHref: '/login', registerHref: '/register' },
  parameters: screenParameters,
} satisfies Meta<typeof ActivateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Activated: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/activate', ({ request }) =>
        new URL(request.url).searchParams.get('key') === 'k3y0123456789'
          ? new HttpResponse(null, { status: 204 })
          : problem(400, '/problems/invalid-key'),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Akun Anda telah diaktifkan. Silakan masuk.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
  },
};

export const ActivatedInEnglish: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/activate', () => new HttpResponse(null, { status: 204 })));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByText('Akun Anda telah diaktifkan. Silakan masuk.');
    await switchToEnglish(canvasElement, 'Activation');
    await expect(screen.getByText('Your user account has been activated. Please sign in.')).toBeVisible();
  },
};

export const Activating: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/activate', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mengaktifkan akun Anda…')).toBeVisible();
  },
};

export const UnknownKey: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/activate', () => problem(400, '/problems/invalid-key')));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Akun Anda tidak dapat diaktifkan.');
    await expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
  },
};

export const MissingKey: Story = {
  args: { activationKey: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Tautan aktivasi tidak lengkap.',
    );
  },
};
