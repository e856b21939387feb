import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';
import { LONG_ID, LONG_WORD_ID } from './internal/storyText.ts';
import { withUi } from './internal/withUi.tsx';
import { TextArea } from './TextField.tsx';
import { shownDialog } from './shownDialog.tsx';

function RejectExample({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button intent="danger" variant="outline">
        Tolak
      </Button>
      <Dialog
        title="Tolak permohonan"
        actions={(close) => (
          <>
            <Button variant="outline" intent="neutral" onPress={close}>
              Batal
            </Button>
            <Button intent="danger" onPress={close}>
              Tolak
            </Button>
          </>
        )}
      >
        <p>Tuliskan alasan penolakan.</p>
        <TextArea label="Catatan" isRequired />
      </Dialog>
    </DialogTrigger>
  );
}

const meta = { title: 'ui/Dialog', component: RejectExample, decorators: [withUi] } satisfies Meta<
  typeof RejectExample
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = await within(canvasElement).findByRole('button', { name: 'Tolak' });
    trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await shownDialog('dialog', 'Tolak permohonan');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus returns to the trigger once the dialog's exit has finished.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Tolak' })).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await shownDialog('dialog');
  },
};

function ConfirmExample({ isConfirming = false, long = false }: { isConfirming?: boolean; long?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button intent="danger" onPress={() => setOpen(true)}>
        Hapus negara
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={long ? LONG_ID : 'Hapus negara?'}
        confirmLabel="Hapus"
        onConfirm={confirmed}
        isConfirming={isConfirming}
      >
        {long ? `${LONG_ID} ${LONG_WORD_ID}` : 'Negara Belanda akan dihapus dan tidak dapat dikembalikan.'}
      </ConfirmDialog>
    </>
  );
}

const confirmed = fn();

export const Confirm: StoryObj<typeof ConfirmExample> = {
  render: () => <ConfirmExample />,
  play: async () => {
    const dialog = await shownDialog('alertdialog', 'Hapus negara?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Hapus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(confirmed).toHaveBeenCalled();
  },
};

export const Confirming: StoryObj<typeof ConfirmExample> = {
  render: () => <ConfirmExample isConfirming />,
  play: async () => {
    const dialog = await shownDialog('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeDisabled();
  },
};

export const Overflow: StoryObj<typeof ConfirmExample> = { render: () => <ConfirmExample long /> };
