import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, switchToEnglish, withTexts } from '../i18n/stories.tsx';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'features/auth/LoginScreen',
  component: LoginScreen,
  args: { registerHref: '/register', resetHref: '/reset/request', onSignedIn: fn() },
  decorators: [withTexts],
  parameters: screenParameters,
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const BrandAndLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The product's mark and name head the page, with the language switch beside them.
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByText('V-Legal Back-office')).toBeVisible();
    await expect(canvas.getByRole('banner').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(banner.getByRole('combobox', { name: 'Bahasa' })).toHaveDisplayValue('Bahasa Indonesia');
    await switchToEnglish(canvasElement, 'Sign in');
    await expect(canvas.getByLabelText(/Username/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

export const SignsIn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/authenticate', () =>
        HttpResponse.json({ id_token: 'token-123' }, { headers: { Authorization: 'Bearer token-123' } }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/Nama pengguna/), 'admin');
    await userEvent.type(screen.getByLabelText(/Kata sandi/), 'rahasia');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ingat saya' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith({ token: 'token-123', rememberMe: true }),
    );
  },
};

export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/authenticate', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Unauthorized', status: 401 },
          { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByLabelText(/Nama pengguna/), 'admin');
    await userEvent.type(screen.getByLabelText(/Kata sandi/), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Gagal masuk!');
    expect(args.onSignedIn).not.toHaveBeenCalled();
    // What the user typed stays.
    expect(screen.getByLabelText(/Nama pengguna/)).toHaveValue('admin');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getAllByText('Kolom ini wajib diisi.')).toHaveLength(2));
  },
};

export const AfterRegistration: Story = {
  args: { notice: 'Pendaftaran tersimpan! Silakan periksa email Anda untuk konfirmasi.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Pendaftaran tersimpan!');
  },
};
