import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { AccountSettingsScreen } from './AccountSettingsScreen.tsx';
import { PasswordScreen } from './PasswordScreen.tsx';
import { problem } from './stories-support.ts';

const account = {
  id: 3,
  login: 'budi',
  firstName: 'Budi',
  lastName: 'Santoso',
  email: 'budi@jati.co.id',
  imageUrl: null,
  activated: true,
  langKey: 'in' as const,
  authorities: ['ROLE_USER' as const, 'ROLE_USER_ADMIN' as const],
};

const meta = {
  title: 'features/account/AccountSettingsScreen',
  component: AccountSettingsScreen,
  decorators: [withTexts],
  args: { account, onSaved: fn() },
  parameters: { ...screenParameters, layout: 'padded' },
} satisfies Meta<typeof AccountSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pengaturan akun [budi]' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('budi@jati.co.id');
  },
};

export const Saves: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/account', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...account, ...body });
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'budi.santoso@jati.co.id');
    await userEvent.click(canvas.getByRole('button', { name: /^Bahasa/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'English' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Pengaturan disimpan!')).toBeVisible();
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'budi.santoso@jati.co.id', langKey: 'en' }),
      ),
    );
  },
};

export const EmailTaken: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/account', () => problem(400, '/problems/email-already-used')));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email sudah digunakan!');
    expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Nama depan/), 'x'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Email wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Nama depan tidak boleh lebih dari 50 karakter.')).toBeVisible();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/account', async () => {
        await delay('infinite');
        return HttpResponse.json(account);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Simpan/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

type PasswordStory = StoryObj<typeof PasswordScreen>;
const password = {
  render: (args) => <PasswordScreen {...args} />,
  args: { login: 'budi' },
} satisfies PasswordStory;

export const PasswordEmpty: PasswordStory = {
  ...password,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Kata sandi [budi]' }),
    ).toBeVisible();
  },
};

export const PasswordChanged: PasswordStory = {
  ...password,
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/account/change-password', async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string; newPassword: string };
        return body.currentPassword === 'lama' && body.newPassword === 'rahasia-baru'
          ? new HttpResponse(null, { status: 204 })
          : problem(400, '/problems/invalid-password');
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Kata sandi saat ini/), 'lama');
    await userEvent.type(canvas.getByLabelText(/^Kata sandi baru/), 'rahasia-baru');
    await userEvent.type(canvas.getByLabelText(/^Konfirmasi kata sandi baru/), 'rahasia-baru');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Kata sandi diubah!')).toBeVisible();
    await expect(canvas.getByLabelText(/^Kata sandi saat ini/)).toHaveValue('');
  },
};

export const PasswordWrongCurrent: PasswordStory = {
  ...password,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/account/change-password', () => problem(400, '/problems/invalid-password')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Kata sandi saat ini/), 'salah');
    await userEvent.type(canvas.getByLabelText(/^Kata sandi baru/), 'rahasia-baru');
    await userEvent.type(canvas.getByLabelText(/^Konfirmasi kata sandi baru/), 'rahasia-baru');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Kata sandi saat ini salah.')).toBeVisible();
  },
};

export const PasswordMismatch: PasswordStory = {
  ...password,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Kata sandi baru/), 'p'.repeat(3));
    await userEvent.type(canvas.getByLabelText(/^Konfirmasi kata sandi baru/), 'q'.repeat(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Kolom ini wajib diisi.')).toBeVisible();
    await expect(canvas.getByText('Kata sandi minimal 4 karakter.')).toBeVisible();
    await expect(canvas.getByText('Kata sandi dan konfirmasinya tidak sama!')).toBeVisible();
  },
};
