import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { withUi } from './internal/withUi.tsx';
import { createToastQueue, showToast, ToastRegion, type ToastContentValue } from './Toast.tsx';

function Example({
  initial = [],
  timeout = null,
}: {
  initial?: ToastContentValue[];
  timeout?: number | null;
}) {
  const [queue] = useState(() => {
    const q = createToastQueue();
    for (const t of initial) showToast(t, { queue: q, timeout: null });
    return q;
  });
  return (
    <>
      <Button onPress={() => showToast({ title: 'Data tersimpan', intent: 'success' }, { queue, timeout })}>
        Simpan
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = { title: 'ui/Toast', component: Example, decorators: [withUi] } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: /Data tersimpan/ });
    await expect(body.getByRole('region', { name: /notifikasi/ })).toBeInTheDocument();
    toast.focus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Tutup' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** A short timeout so the test is quick; the default is 5 s. */
export const AutoDismiss: Story = {
  args: { timeout: 100 },
  play: async () => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Frozen (no timeout) for the visual baseline. */
export const Intents: Story = {
  args: {
    initial: [
      { title: 'Pengumuman baru', description: 'Jadwal pemeliharaan sistem.', intent: 'info' },
      { title: 'Data tersimpan', intent: 'success' },
      { title: 'Gagal menyimpan', description: 'Coba lagi nanti.', intent: 'danger' },
    ],
  },
};

export const Overflow: Story = {
  args: { initial: [{ title: LONG_ID, description: LONG_ID, intent: 'warning' }] },
};
