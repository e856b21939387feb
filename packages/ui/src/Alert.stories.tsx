import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Alert } from './Alert.tsx';
import { Narrow } from './internal/StoryFrame.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Stack } from './Layout.tsx';

const meta = {
  title: 'ui/Alert',
  component: Alert,
  args: { children: 'Data berhasil disimpan.', intent: 'success', timeout: null },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Data berhasil disimpan.');
  },
};

export const Intents: Story = {
  render: () => (
    <Stack gap="md">
      <Alert intent="info" timeout={null}>
        Pengumuman baru tersedia.
      </Alert>
      <Alert intent="success" timeout={null}>
        Registrasi tersimpan! Periksa email Anda untuk konfirmasi.
      </Alert>
      <Alert intent="warning" timeout={null}>
        Sertifikat S-LK akan kedaluwarsa dalam 30 hari.
      </Alert>
      <Alert intent="danger" title="Gagal masuk" timeout={null}>
        Periksa kembali nama pengguna dan kata sandi Anda.
      </Alert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Gagal masuk/);
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Tutup' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function AutoDismissDemo() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert intent="info" timeout={50} onDismiss={() => setShown(false)}>
      Pesan ini menutup sendiri.
    </Alert>
  ) : (
    <p>Pesan sudah ditutup.</p>
  );
}

/** Uses a short timeout so the test is quick; the default is 10,000 ms. */
export const AutoDismiss: Story = {
  render: () => <AutoDismissDemo />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Pesan sudah ditutup.')).toBeInTheDocument());
  },
};

export const Overflow: Story = {
  args: { intent: 'danger', title: LONG_ID, children: LONG_ID, onDismiss: fn() },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
