import type { ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Dialog.css.ts';

export { DialogTrigger };

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; receive `close`. */
  actions?: (close: () => void) => ReactNode;
  /** Controlled use; leave out inside a `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click outside (default true). Escape always closes. */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the trigger. */
export function Dialog({
  title,
  children,
  actions,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
}: DialogProps) {
  const controlled = isOpen === undefined ? {} : { isOpen };
  return (
    <ModalOverlay
      {...controlled}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              </div>
              <div className={styles.body}>{children}</div>
              {actions ? <div className={styles.footer}>{actions(close)}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
