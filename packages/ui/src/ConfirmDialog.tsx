import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { useUiStrings } from './UiStrings.tsx';

export interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Label of the confirming button (e.g. "Hapus"); defaults to "Konfirmasi". */
  confirmLabel?: string;
  cancelLabel?: string;
  intent?: 'primary' | 'danger';
  onConfirm: () => void;
  /** The confirmed action is running: the confirm button shows a spinner and the dialog stays open. */
  isConfirming?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Asks before a consequential action (an alertdialog). Cancel has focus first; Escape cancels. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  intent = 'danger',
  onConfirm,
  isConfirming,
  isOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const strings = useUiStrings();
  const controlled = isOpen === undefined ? {} : { isOpen };
  return (
    <Dialog
      {...controlled}
      title={title}
      role="alertdialog"
      isDismissable={false}
      onOpenChange={onOpenChange}
      actions={(close) => (
        <>
          <Button variant="outline" intent="neutral" onPress={close} isDisabled={isConfirming} autoFocus>
            {cancelLabel ?? strings.cancel}
          </Button>
          <Button intent={intent} onPress={onConfirm} isLoading={isConfirming}>
            {confirmLabel ?? strings.confirm}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
