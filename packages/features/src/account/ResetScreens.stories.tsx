import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, switchToEnglish, withTexts } from '../i18n/stories.tsx';
import { ResetFinishScreen } from './ResetFinishScreen.tsx';
import { ResetRequestScreen } from './ResetRequestScreen.tsx';
import { problem } from './stories-support.ts';

const meta = {
  title: 'features/account/ResetRequestScreen',
  component: ResetRequestScreen,
  decorators: [withTexts],
  args: { loginHref: '/login' },
  parameters: screenParameters,
} satisfies Meta<typeof ResetRequestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    await switchToEnglish(canvasElement, 'Reset your password');
    await expect(within(canvasElement).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/account/reset-password/init', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        return body.email === 'budi@jati.co.id'
          ? new HttpResponse(null, { status: 204 })
          : problem(400, '/problems/email-not-found');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/Email/), ' budi@jati.co.id ');
    await userEvent.click(screen.getByRole('button', { name: 'Atur ulang kata sandi' }));
    await expect(
      await screen.findByText('Periksa email Anda untuk petunjuk mengatur ulang kata sandi.'),
    ).toBeVisible();
  },
};

export const UnknownEmail: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/account/reset-password/init', () => problem(400, '/problems/email-not-found')));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/Email/), 'siapa@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Atur ulang kata sandi' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Alamat email belum terdaftar!');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Atur ulang kata sandi' }));
    await expect(await screen.findByText('Email wajib diisi.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Email/), 'a@b');
    await userEvent.tab();
    await expect(await screen.findByText('Email minimal 5 karakter.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Email/), 'bukan-email');
    await userEvent.tab();
    await expect(await screen.findByText('Email tidak valid.')).toBeVisible();
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/account/reset-password/init', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/Email/), 'budi@jati.co.id');
    await userEvent.click(screen.getByRole('button', { name: 'Atur ulang kata sandi' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Atur ulang kata sandi/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const FinishEmpty: StoryObj<typeof ResetFinishScreen> = {
  render: (args) => <ResetFinishScreen {...args} />,
  args: { resetKey: 'r3set', loginHref: '/login', requestHref: '/reset/request' },
};

export const FinishDone: StoryObj<typeof ResetFinishScreen> = {
  ...FinishEmpty,
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/account/reset-password/finish', async ({ request }) => {
        const body = (await request.json()) as { key: string; newPassword: string };
        return body.key === 'r3set' && body.newPassword === 'rahasia-baru'
          ? new HttpResponse(null, { status: 204 })
          : problem(400, '/problems/invalid-key');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/^Kata sandi baru/), 'rahasia-baru');
    await userEvent.type(screen.getByLabelText(/^Konfirmasi kata sandi baru/), 'rahasia-baru');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi baru' }));
    await expect(await screen.findByText('Kata sandi Anda telah diatur ulang. Silakan masuk.')).toBeVisible();
  },
};

export const FinishMismatch: StoryObj<typeof ResetFinishScreen> = {
  ...FinishEmpty,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/^Kata sandi baru/), 'abc');
    await userEvent.type(screen.getByLabelText(/^Konfirmasi kata sandi baru/), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi baru' }));
    await expect(await screen.findByText('Kata sandi minimal 4 karakter.')).toBeVisible();
    await expect(await screen.findByText('Kata sandi dan konfirmasinya tidak sama!')).toBeVisible();
  },
};

export const FinishExpiredKey: StoryObj<typeof ResetFinishScreen> = {
  ...FinishEmpty,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/account/reset-password/finish', () => problem(400, '/problems/invalid-key')));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/^Kata sandi baru/), 'rahasia-baru');
    await userEvent.type(screen.getByLabelText(/^Konfirmasi kata sandi baru/), 'rahasia-baru');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi baru' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kata sandi Anda tidak dapat diatur ulang.',
    );
  },
};

export const FinishWithoutKey: StoryObj<typeof ResetFinishScreen> = {
  ...FinishEmpty,
  args: { resetKey: undefined, loginHref: '/login', requestHref: '/reset/request' },
};
